import {
  chmodSync,
  closeSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";

/**
 * The embedded database may be opened by one process at a time; a second one would corrupt it
 * (docs/decisions/003). The process that opens it creates DATA_DIR/corerank.lock exclusively
 * (O_EXCL) with its pid and the start time of that process (from /proc/<pid>/stat). A lock is
 * held while a process with that pid lives, is not a zombie and started at that time, so a pid
 * reused by another program, or a zombie, does not block start-up; a stale lock is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is in use by process ${pid} (${lockFile}). Stop that process first.`,
    );
  }
}

interface ProcessIdentity {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot); null where /proc does not exist. */
  startTime: string | null;
}

/** The start time and state of a process, from /proc; undefined if there is no /proc. */
function procStat(pid: number): { startTime: string; zombie: boolean } | null | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ESRCH") {
      try {
        readFileSync("/proc/self/stat");
        return null;
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: split after its end.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { startTime: fields[19] ?? "", zombie: fields[0] === "Z" || fields[0] === "X" };
}

function ownIdentity(): ProcessIdentity {
  return { pid: process.pid, startTime: procStat(process.pid)?.startTime ?? null };
}

function parseLock(text: string): ProcessIdentity | null {
  const [pid, startTime] = text.trim().split(/\s+/);
  const number = Number(pid);
  if (!Number.isInteger(number) || number <= 0) return null;
  return { pid: number, startTime: startTime || null };
}

/** Whether the process that wrote a lock still runs. */
export function isLockHolderAlive(holder: ProcessIdentity): boolean {
  const stat = procStat(holder.pid);
  if (stat === null) return false;
  if (stat !== undefined) {
    if (stat.zombie) return false;
    // A lock without a start time was written by an older version: the pid alone decides.
    return holder.startTime === null || holder.startTime === stat.startTime;
  }
  // No /proc (macOS): the pid is all there is.
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The text a lock file holds for this process. */
export function lockFileContent(identity: ProcessIdentity = ownIdentity()): string {
  return `${identity.pid} ${identity.startTime ?? ""}`.trim() + "\n";
}

/**
 * Makes DATA_DIR and everything in it private to this user: directories 0700, files 0600
 * (an older version left the database world-readable). Symbolic links are not followed.
 */
export function restrictDataDirModes(dataDir: string): void {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      const mode = lstatSync(full).mode & 0o777;
      if (entry.isDirectory()) {
        if (mode !== 0o700) chmodSync(full, 0o700);
        walk(full);
      } else if (mode & 0o077) {
        chmodSync(full, mode & 0o700 ? mode & 0o700 : 0o600);
      }
    }
  };
  if ((lstatSync(dataDir).mode & 0o777) !== 0o700) chmodSync(dataDir, 0o700);
  walk(dataDir);
}

function createLock(lockFile: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, lockFileContent());
  } finally {
    closeSync(fd);
  }
  return true;
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictDataDirModes(dataDir);
  const lockFile = path.join(dataDir, "corerank.lock");
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createLock(lockFile)) return () => rmSync(lockFile, { force: true });
    let text: string;
    try {
      text = readFileSync(lockFile, "utf8");
    } catch {
      continue; // removed meanwhile: try again
    }
    const holder = parseLock(text);
    if (holder && holder.pid !== process.pid && isLockHolderAlive(holder))
      throw new DataDirLockedError(lockFile, holder.pid);
    // Stale (or unreadable): move it aside atomically, and put it back if it was not the
    // stale one we read (another process took it over in between).
    const aside = `${lockFile}.stale-${process.pid}`;
    try {
      renameSync(lockFile, aside);
    } catch {
      continue;
    }
    if (readFileSync(aside, "utf8") !== text) {
      try {
        linkSync(aside, lockFile);
      } catch {
        // another lock is in place already
      }
    }
    rmSync(aside, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}: it keeps changing. Try again.`);
}
