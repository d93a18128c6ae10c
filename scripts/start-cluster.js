// `npm run start:cluster`: several server processes on one PostgreSQL database, sharing one port
// through node:cluster (the operating system hands each connection to one of them). Needs
// DATABASE_URL and a production build (`npm run build`). WORKERS sets how many (default: one per
// CPU). README "Several processes" says what they share.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

if (!process.env.DATABASE_URL) {
  console.error(
    "start:cluster needs DATABASE_URL: several processes share one PostgreSQL database " +
      "(the embedded database can be opened by one process only).",
  );
  process.exit(1);
}

const workers = Number.parseInt(process.env.WORKERS ?? "", 10) || availableParallelism();
/** A worker that dies is started again, unless the cluster is stopping or it keeps dying. */
const RESTART_DELAY_MS = 1000;
let stopping = false;

cluster.setupPrimary({ exec: "server/index.js" });
for (let i = 0; i < workers; i += 1) cluster.fork();
console.log(`CoreRank cluster: ${workers} worker processes on port ${process.env.PORT || 3000}`);

cluster.on("exit", (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  console.error(
    `Worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${RESTART_DELAY_MS} ms`,
  );
  setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
});

// Each worker stops gracefully on SIGTERM (server/index.js): in-flight requests finish first.
function stop(signal) {
  if (stopping) return;
  stopping = true;
  const running = Object.values(cluster.workers ?? {});
  if (running.length === 0) process.exit(0);
  for (const worker of running) worker?.process.kill(signal);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGTERM"));
