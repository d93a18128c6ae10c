import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { expressObjects } from "./express-objects";

let listener: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve())),
);

/** An Express app behind a node:http server made with `expressObjects`, and its origin. */
async function serve(app: express.Express, before?: http.RequestListener): Promise<string> {
  listener = http.createServer(expressObjects(app), (req, res) => {
    before?.(req, res);
    app(req, res);
  });
  await new Promise<void>((resolve) => listener!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
}

describe("expressObjects", () => {
  it("makes requests and responses that Express finds already its own", async () => {
    const app = express();
    app.get("/cpus/:id", (req, res) => {
      res.set("Cache-Control", "no-store").json({ id: req.params.id, path: req.path });
    });
    const prototypes: unknown[] = [];
    const origin = await serve(app, (req, res) =>
      prototypes.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)),
    );

    const answer = await fetch(`${origin}/cpus/ryzen-7-9700x?x=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ id: "ryzen-7-9700x", path: "/cpus/ryzen-7-9700x" });
    // Before Express saw them: so its Object.setPrototypeOf on every request changes nothing.
    expect(prototypes).toEqual([app.request, app.response]);
    expect(app.request).toBeInstanceOf(http.IncomingMessage);
    expect(app.response).toBeInstanceOf(http.ServerResponse);
  });

  it("still reads a request's body and answers errors as Express does", async () => {
    const app = express();
    app.post("/echo", express.text(), (req, res) => {
      res.type("text/plain").send(`got ${String(req.body)}`);
    });
    const origin = await serve(app);

    const echoed = await fetch(`${origin}/echo`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "four cores",
    });
    expect(await echoed.text()).toBe("got four cores");
    const missing = await fetch(`${origin}/nowhere`);
    expect(missing.status).toBe(404);
  });
});
