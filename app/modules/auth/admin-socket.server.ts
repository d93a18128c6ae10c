import { chmodSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Database, DatabaseTarget } from "~/db/client.server";
import { logger as defaultLogger, type Logger } from "~/logger.server";
import type { Runtime } from "~/runtime.server";
import { accountCommand, describeIssues, type AccountCommand } from "./account-commands";
import { AccountCommandError, runAccountCommand, type CommandOutcome } from "./accounts.server";

/**
 * The embedded database may be opened by one process only (docs/decisions/003), so while the
 * server holds it, the account commands hand their work to the server over a Unix domain socket
 * in DATA_DIR (docs/decisions/006). The socket file is mode 0600: only the OS user who runs the
 * server, who could read the database files anyway, may connect.
 *
 * Protocol: one connection per command; the client sends one line of JSON (an AccountCommand),
 * the server answers one line, `{ "ok": true, "message", "token"? }` or
 * `{ "ok": false, "error" }`, and closes.
 */
const ADMIN_SOCKET_FILE = "admin.sock";
/** Commands are a few hundred bytes; anything longer is not one. */
const MAX_REQUEST_BYTES = 64 * 1024;
const IDLE_TIMEOUT_MS = 10_000;

type SocketReply = ({ ok: true } & CommandOutcome) | { ok: false; error: string };

/** DATA_DIR/admin.sock; `dataDir` is the directory holding the lock file and `pglite/`. */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET_FILE);
}

async function answer(db: Database, line: string, log: Logger): Promise<SocketReply> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { ok: false, error: "The request is not JSON." };
  }
  const parsed = accountCommand.safeParse(input);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error) };
  try {
    const outcome = await runAccountCommand(db, parsed.data);
    log.info(
      { command: parsed.data.command, email: parsed.data.email },
      "Account command run for the command line",
    );
    return { ok: true, ...outcome };
  } catch (error) {
    if (error instanceof AccountCommandError) return { ok: false, error: error.message };
    log.error({ err: error, command: parsed.data.command }, "Account command failed");
    return {
      ok: false,
      error: `The server could not run the command: ${(error as Error).message}`,
    };
  }
}

function serve(db: Database, log: Logger) {
  return (connection: net.Socket) => {
    connection.setTimeout(IDLE_TIMEOUT_MS, () => connection.destroy());
    connection.on("error", () => connection.destroy());
    let received = "";
    let handled = false;
    connection.setEncoding("utf8");
    connection.on("data", (chunk: string) => {
      if (handled) return;
      received += chunk;
      const end = received.indexOf("\n");
      if (end === -1 && received.length <= MAX_REQUEST_BYTES) return;
      handled = true;
      const reply: Promise<SocketReply> =
        end === -1
          ? Promise.resolve({ ok: false, error: "The request is too long." })
          : answer(db, received.slice(0, end), log);
      void reply.then((body) => connection.end(`${JSON.stringify(body)}\n`));
    });
  };
}

/**
 * Listens on DATA_DIR/admin.sock until the returned function is called. The socket is bound
 * inside a fresh private (0700) directory, made 0600 and only then moved into place, so there
 * is no moment at which another user could connect. A file already there is a dead server's:
 * this process holds the lock.
 */
async function listenForAccountCommands(
  dataDir: string,
  db: Database,
  log: Logger = defaultLogger,
): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(dataDir);
  const privateDir = mkdtempSync(path.join(dataDir, ".s-"));
  const bindPath = path.join(privateDir, ADMIN_SOCKET_FILE);
  const server = net.createServer(serve(db, log));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(bindPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
    chmodSync(bindPath, 0o600);
    renameSync(bindPath, socketPath);
  } catch (error) {
    server.close();
    throw error;
  } finally {
    rmSync(privateDir, { recursive: true, force: true });
  }
  server.on("error", (error) => log.error({ err: error }, "Admin command socket failed"));
  log.info({ socket: socketPath }, `Accepting account commands on ${socketPath}`);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  };
}

/**
 * The runtime, listening for account commands while it holds an embedded database in a data
 * directory; closing it stops listening and removes the socket first. A socket that cannot be
 * opened is logged, not fatal: the site serves, only the commands must wait for it to stop.
 */
export async function withAccountCommandSocket(
  runtime: Runtime,
  target: DatabaseTarget,
  log: Logger = defaultLogger,
): Promise<Runtime> {
  const database = runtime.database;
  if (target.kind !== "pglite" || !("dataDir" in target) || !database) return runtime;
  let stop: () => Promise<void>;
  try {
    stop = await listenForAccountCommands(path.dirname(target.dataDir), database.db, log);
  } catch (error) {
    log.error(
      { err: error },
      "Cannot accept account commands: admin:create and api-token:create need the server stopped",
    );
    return runtime;
  }
  return {
    ...runtime,
    close: async () => {
      await stop();
      await runtime.close();
    },
  };
}

/** Sends a command to the server listening in `dataDir`; rejects with the connection's error. */
export function sendAccountCommand(
  dataDir: string,
  command: AccountCommand,
  timeoutMs = 60_000,
): Promise<SocketReply> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(adminSocketPath(dataDir));
    let received = "";
    connection.setEncoding("utf8");
    connection.setTimeout(timeoutMs, () =>
      connection.destroy(new Error("The server did not answer in time.")),
    );
    connection.on("connect", () => connection.write(`${JSON.stringify(command)}\n`));
    connection.on("data", (chunk: string) => (received += chunk));
    connection.on("error", reject);
    connection.on("end", () => {
      try {
        resolve(JSON.parse(received) as SocketReply);
      } catch {
        reject(new Error("The server's answer could not be read."));
      }
    });
  });
}
