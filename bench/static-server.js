// The static server of the bench's round trips (run.js), in a process of its own as the site's
// server is: a PUT stores a body, each GET answers it from memory.
// node bench/static-server.js PORT
import http from "node:http";

let body = { type: "text/plain", encoding: undefined, bytes: Buffer.alloc(0) };
const server = http.createServer((req, res) => {
  if (req.method === "PUT") {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      body = {
        type: req.headers["content-type"] ?? "text/plain",
        encoding: req.headers["x-content-encoding"],
        bytes: Buffer.concat(chunks),
      };
      res.end();
    });
    return;
  }
  res.writeHead(200, {
    "Content-Type": body.type,
    "Content-Length": body.bytes.length,
    ...(body.encoding ? { "Content-Encoding": body.encoding } : {}),
  });
  res.end(body.bytes);
});
// The bench keeps its connection between passes, minutes apart: never closed for idleness, so
// that no request is sent on a connection this server is closing.
server.keepAliveTimeout = 0;
server.listen(Number(process.argv[2]), "127.0.0.1", () => process.send?.("listening"));
