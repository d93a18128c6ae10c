import pino from "pino";
import { env } from "~/modules/config/env.server";

/** JSON lines in production; in development the same records made readable by pino-pretty. */
export const logger = pino({
  level: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  ...(env.NODE_ENV === "development"
    ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
    : {}),
});

export type Logger = pino.Logger;
