import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database may be opened by one process at a time; a second one
 * would corrupt it. The process that opens it writes its pid here, and others
 * refuse to open it while that process is alive.
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "corerank.lock");
  let holder: number | null = null;
  try {
    holder = Number(readFileSync(lockFile, "utf8").trim()) || null;
  } catch {
    holder = null;
  }
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new DataDirLockedError(lockFile, holder);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
