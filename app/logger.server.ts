import { chooseLogFormat, createLogger } from "~/log-output.server";
import { env } from "~/modules/config/env.server";

/**
 * The app's log: readable lines on a terminal and in development, JSON lines otherwise
 * (production, pipes, files); LOG_FORMAT decides when set (app/log-output.server.ts).
 */
export const logger = createLogger(
  env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  chooseLogFormat(env.LOG_FORMAT, env.NODE_ENV === "development"),
);

export type Logger = typeof logger;
