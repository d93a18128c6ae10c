// bench:load's probes, in a process of their own (bench/load.js forks this file): every 250 ms a
// request on a fresh connection (a new visitor) and /healthz (a balancer's check), and every
// second a write (the contact form). In the flood's process their timings included that
// process's own delays: 200 connections' answers read and parsed by one event loop.
// Gets { origin, ids, durationMs, probeFrom } from the parent; sends back what it measured.
import http from "node:http";
import { countInto as count, LOAD_TIMEOUT_MS, loadPagePath, loadRequest } from "./support.js";

const { origin, ids, durationMs, probeFrom } = await new Promise((resolve) =>
  process.once("message", resolve),
);
const end = Date.now() + durationMs;
const started = Date.now();
const uncached = { cookie: "bench=uncached" };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const fresh = [];
const health = [];
/** The slowest fresh-connection and /healthz answer (or error) in each 10 s of the run. */
const slowest = [];
const probeErrors = {};
const writes = {};

async function probes() {
  for (let i = 10_000_000; Date.now() < end; i++) {
    const agent = new http.Agent({ keepAlive: false });
    const [page, check] = await Promise.all([
      loadRequest(origin, agent, loadPagePath(ids, i), {
        headers: uncached,
        localAddress: probeFrom,
      }),
      loadRequest(origin, agent, "/healthz", { localAddress: probeFrom }),
    ]);
    for (const [answer, into, name] of [
      [page, fresh, "fresh"],
      [check, health, "healthz"],
    ]) {
      const window = Math.floor((Date.now() - started) / 10_000);
      slowest[window] = Math.max(slowest[window] ?? 0, answer.ms ?? LOAD_TIMEOUT_MS);
      if (answer.error) count(probeErrors, `${name} ${answer.error}`);
      else into.push(answer.ms);
    }
    await pause(250);
  }
}

/** This run's second octet of the writes' addresses (127.2-127.254). */
const run = 2 + Math.floor(Math.random() * 253);

async function writer() {
  for (let n = 1; Date.now() < end; n++) {
    const answer = await loadRequest(origin, undefined, "/contact-us", {
      // Each write from its own loopback address: the contact form's limit per address (429)
      // would refuse all but the first few, and this measures the database, not that limit.
      // A run's addresses are its own, so runs within the limit's hour do not meet it either.
      localAddress: probeFrom && `127.${run}.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`,
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Load test",
        email: `load${n}@example.com`,
        subject: "Load",
        message: "A write during the overload test.",
      }).toString(),
    });
    count(writes, answer.error ?? answer.status);
    await pause(1000);
  }
}

await Promise.all([probes(), writer()]);
process.send({ fresh, health, slowest, probeErrors, writes }, () => process.exit(0));
