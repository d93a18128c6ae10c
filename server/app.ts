import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { checkHealth, startRuntime, type Runtime } from "~/runtime.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string | undefined;
  }
}

// One runtime per process, also across the development server's module reloads.
const holder = globalThis as { __corerankRuntime?: Promise<Runtime> };
export const runtime = await (holder.__corerankRuntime ??= startRuntime());

export const app = express.Router();

app.get("/healthz", async (_req, res) => {
  const health = await checkHealth(runtime);
  res.status(health.status).set("Cache-Control", "no-store").json(health.body);
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string | undefined }),
  }),
);
