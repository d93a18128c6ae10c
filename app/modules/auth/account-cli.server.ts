import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { databaseTargetFromEnv, openDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import type { RawEnv } from "~/modules/config/env.server";
import {
  CommandLineError,
  parseCommandLine,
  type AccountCommand,
  type AccountCommandName,
} from "./account-commands";
import { AccountCommandError, runAccountCommand, type CommandOutcome } from "./accounts.server";
import { adminSocketPath, sendAccountCommand } from "./admin-socket.server";
import { PasswordInputError, readPassword } from "./read-password.server";

/** A server that holds the database but is still migrating or seeding opens its socket soon. */
const STARTING_SERVER_GRACE_MS = 15_000;
const RETRY_EVERY_MS = 250;

interface Done {
  outcome: CommandOutcome;
  /** Where the write happened, for the operator. */
  via: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Hands the command to the process holding the embedded database, through its socket. */
async function throughRunningServer(
  command: AccountCommand,
  locked: DataDirLockedError,
): Promise<Done> {
  const dataDir = path.dirname(locked.lockFile);
  const deadline = Date.now() + STARTING_SERVER_GRACE_MS;
  for (;;) {
    try {
      const reply = await sendAccountCommand(dataDir, command);
      if (!reply.ok) throw new AccountCommandError(reply.error);
      return {
        outcome: reply,
        via: `Written by the running server (process ${locked.pid}), which holds ${dataDir}.`,
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const unreachable = code === "ENOENT" || code === "ECONNREFUSED";
      if (!unreachable) throw error;
      if (!isAlive(locked.pid) || Date.now() >= deadline)
        throw new AccountCommandError(
          `The embedded database in ${dataDir} is in use by process ${locked.pid}, which does not accept account commands on ${adminSocketPath(dataDir)}. ` +
            "If it is a db:* command, run this again when it has finished; if it is a CoreRank server, see its log for why the socket is closed.",
        );
      await sleep(RETRY_EVERY_MS);
    }
  }
}

/** Creates the embedded database when there is none, for scripts that set up a fresh DATA_DIR. */
export const CREATE_DATABASE_FLAG = "--create-database";

/**
 * Whether an embedded database exists in `dataDir` (DATA_DIR/pglite), or a
 * process holds DATA_DIR (a server that is starting has not created it yet).
 */
function embeddedDatabaseFound(dataDir: string): boolean {
  return (
    existsSync(path.join(dataDir, "PG_VERSION")) ||
    existsSync(path.join(path.dirname(dataDir), "corerank.lock"))
  );
}

/**
 * Runs the command against the site's database, whether or not the site is running:
 * PostgreSQL (DATABASE_URL) directly; the embedded database directly when no process holds it,
 * else through the server that does. It never creates a new embedded database unless asked
 * (`--create-database`): run from another directory or with another DATA_DIR than the server's,
 * it would write the account to a second database the server never reads.
 */
async function executeAccountCommand(
  command: AccountCommand,
  env?: RawEnv,
  createDatabase = false,
): Promise<Done> {
  const target = databaseTargetFromEnv(env);
  if (target.kind === "pglite" && "dataDir" in target && !createDatabase) {
    if (!embeddedDatabaseFound(target.dataDir))
      throw new AccountCommandError(
        `No database found at ${target.dataDir}: start the server first (npm start) or set DATA_DIR/DATABASE_URL to the server's. ` +
          `(To create a new embedded database there, add ${CREATE_DATABASE_FLAG}.)`,
      );
  }
  let handle;
  try {
    handle = await openDatabase(target);
  } catch (error) {
    if (error instanceof DataDirLockedError) return throughRunningServer(command, error);
    throw error;
  }
  try {
    await handle.migrate();
    const outcome = await runAccountCommand(handle.db, command);
    const where = handle.kind === "pglite" ? "the embedded database in" : "PostgreSQL at";
    return { outcome, via: `Written directly to ${where} ${handle.location}.` };
  } finally {
    await handle.close();
  }
}

interface Output {
  log(line: string): void;
  error(line: string): void;
}

const givesPassword = (arg: string) => arg === "--password" || arg.startsWith("--password=");

/**
 * admin:create without --password: checks the rest of the command line first (so a mistake is
 * reported before anything is typed), then asks for the password (read-password.server.ts).
 */
async function withPassword(name: AccountCommandName, argv: string[]): Promise<string[]> {
  if (name !== "admin:create" || argv.some(givesPassword)) return argv;
  const placeholder = `${crypto.randomUUID()}-${crypto.randomUUID()}`;
  parseCommandLine(name, [...argv, "--password", placeholder]);
  return [...argv, "--password", await readPassword()];
}

/** The whole command line: parse, run, print. Returns the exit code (0 done, 1 not done). */
export async function runAccountCommandLine(
  name: AccountCommandName,
  argv: string[],
  env?: RawEnv,
  output: Output = console,
): Promise<number> {
  const createDatabase = argv.includes(CREATE_DATABASE_FLAG);
  const rest = argv.filter((arg) => arg !== CREATE_DATABASE_FLAG);
  try {
    const { outcome, via } = await executeAccountCommand(
      parseCommandLine(name, await withPassword(name, rest)),
      env,
      createDatabase,
    );
    output.log(`${outcome.message} ${via}`);
    if (outcome.token) {
      output.log('The token is shown only this once; send it as "Authorization: Bearer <token>":');
      output.log(outcome.token);
    }
    return 0;
  } catch (error) {
    const known =
      error instanceof CommandLineError ||
      error instanceof PasswordInputError ||
      error instanceof AccountCommandError ||
      error instanceof DataDirLockedError;
    output.error(`${name}: ${known ? "" : "failed: "}${(error as Error).message}`);
    return 1;
  }
}
