import pino from "pino";

/**
 * How the server's log is written (README, "Configuration", LOG_FORMAT):
 * - "json": one JSON object per line, for log collectors, files and pipes;
 * - "pretty": one readable line per event ("14:03:07 INFO  Listening port=3000"), for a person.
 * Unset, a terminal (standard output is a TTY) or development gets "pretty", anything else "json".
 */
export type LogFormat = "pretty" | "json";

export function chooseLogFormat(
  configured: LogFormat | undefined,
  development: boolean,
  isTTY: boolean | undefined = process.stdout.isTTY,
): LogFormat {
  return configured ?? (development || isTTY === true ? "pretty" : "json");
}

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: "TRACE", color: "\x1b[90m" },
  20: { name: "DEBUG", color: "\x1b[36m" },
  30: { name: "INFO ", color: "\x1b[32m" },
  40: { name: "WARN ", color: "\x1b[33m" },
  50: { name: "ERROR", color: "\x1b[31m" },
  60: { name: "FATAL", color: "\x1b[35m" },
};
const RESET = "\x1b[0m";
const DIM = "\x1b[2m";

/** A value as it reads on one line: plain words bare, anything else as JSON. */
function show(value: unknown): string {
  if (typeof value === "string") return /^[^\s="\\]+$/.test(value) ? value : JSON.stringify(value);
  if (value instanceof Object) return JSON.stringify(value);
  return String(value);
}

/** An error on one line: type, message and the first place in the stack. */
function showError(err: unknown): string {
  if (!(err instanceof Object)) return show(err);
  const { type, message, stack } = err as { type?: string; message?: string; stack?: string };
  const at = stack
    ?.split("\n")
    .find((line) => line.trim().startsWith("at "))
    ?.trim();
  return JSON.stringify(`${type ?? "Error"}: ${message ?? ""}${at ? ` (${at})` : ""}`);
}

/** One pino JSON record as one readable line (no trailing newline). */
export function formatLogLine(json: string, color = false): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const { level, time, msg, err, pid: _pid, hostname: _hostname, ...fields } = record;
  const known = LEVELS[Number(level)] ?? { name: String(level), color: "" };
  const clock = typeof time === "number" ? new Date(time).toISOString().slice(11, 23) : "";
  const message = typeof msg === "string" ? msg.replace(/\s*\n\s*/g, " ") : "";
  const extras = Object.entries(fields).map(([key, value]) => `${key}=${show(value)}`);
  if (err !== undefined) extras.push(`err=${showError(err)}`);
  const rest = extras.join(" ");
  if (!color)
    return [clock, known.name, message, rest]
      .filter((part) => part !== "")
      .join(" ")
      .trimEnd();
  return [
    `${DIM}${clock}${RESET}`,
    `${known.color}${known.name}${RESET}`,
    message,
    rest ? `${DIM}${rest}${RESET}` : "",
  ]
    .filter((part) => part !== "")
    .join(" ")
    .trimEnd();
}

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** A pino destination writing each record as one readable line to `out` (standard output). */
export function prettyDestination(out: Output = process.stdout): { write(json: string): void } {
  const color = out.isTTY === true && process.env.NO_COLOR === undefined;
  return {
    write(json: string) {
      // pino writes one record per call; split in case a caller hands several.
      for (const line of json.split("\n"))
        if (line.trim() !== "") out.write(`${formatLogLine(line, color)}\n`);
    },
  };
}

/** The process's logger: JSON lines or readable lines (chooseLogFormat), at `level`. */
export function createLogger(
  level: string,
  format: LogFormat,
  out: Output = process.stdout,
): pino.Logger {
  const options = { level, base: undefined };
  if (format === "pretty") return pino(options, prettyDestination(out));
  return out === process.stdout ? pino(options) : pino(options, out as pino.DestinationStream);
}
