import pino from "pino";

/** JSON lines in production; in development the same records made readable by pino-pretty. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  ...(process.env.NODE_ENV === "development"
    ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
    : {}),
});

export type Logger = pino.Logger;
