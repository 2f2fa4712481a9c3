/**
 * One process at a time on an embedded database: two PGlite instances writing the same files
 * lose acknowledged games and corrupt indexes. The lock is a file created with O_EXCL holding
 * the owner's pid; a lock whose pid is dead (kill -9, a crash) is taken over, and so is one
 * naming this process's own pid that this process does not hold: a container restarted after
 * kill -9 often gives the server the very pid it had, which is alive (it is us).
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/** The lock files this process holds now (resolved paths). */
const heldHere = new Set<string>();

interface LockInfo {
  pid: number;
  startedAt: string;
  holder: string;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, info: LockInfo) {
    super(
      `${dir} is in use by ${info.holder} (pid ${info.pid}, since ${info.startedAt}). ` +
        "Stop it first, or give this process another DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock file `lockFile` for `dir` on behalf of `holder` (e.g. "the Nonet server"). */
export function lockDataDir(dir: string, lockFile: string, holder: string): DataDirLock {
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), holder };
  const text = JSON.stringify(info);
  const path = resolve(lockFile);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, text, { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const current = readLock(lockFile);
      const leftByOurPid = current?.pid === process.pid && !heldHere.has(path);
      if (current && !leftByOurPid && isAlive(current.pid))
        throw new DataDirLockedError(dir, current);
      // Stale (its process is gone) or unreadable (killed while writing it): take it over.
      // Two takers racing both unlink, but only one of them can then create the file.
      unlinkSync(lockFile);
    }
  }
  heldHere.add(path);
  const releaseOnExit = () => release();
  let released = false;
  function release() {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.off("exit", releaseOnExit);
    // Never delete a lock that another process took over meanwhile.
    if (readLock(lockFile)?.pid === process.pid) unlinkSync(lockFile);
  }
  process.on("exit", releaseOnExit);
  return { release };
}

function readLock(file: string): LockInfo | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockInfo>;
    if (typeof parsed.pid !== "number") return null;
    return {
      pid: parsed.pid,
      startedAt: String(parsed.startedAt),
      holder: String(parsed.holder ?? "another process"),
    };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
