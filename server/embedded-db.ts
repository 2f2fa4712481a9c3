/**
 * The embedded default database: PGlite (PostgreSQL compiled to Wasm) in this process, talked
 * to by Prisma through `pglite-prisma-adapter`. No port is opened: a TCP server on loopback
 * would let any local user read every solution (PGlite accepts any user and password).
 * Used when DATABASE_URL is unset.
 */
import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";

export interface EmbeddedDb {
  pglite: PGlite;
  /** Prisma's driver adapter factory for this database (client and schema engine). */
  adapter: PrismaPGlite;
  stop(): Promise<void>;
}

/**
 * Starts PGlite with its data under `dataDir` (created 0700 if missing, its files made
 * owner-only, locked against every other process until stop()), or in memory when `dataDir`
 * is null. `holder` names this process in the message a second one gets.
 */
export async function startEmbeddedDb(
  dataDir: string | null,
  holder = "another Nonet process",
): Promise<EmbeddedDb> {
  let lock: DataDirLock | null = null;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    lock = lockDataDir(dirname(dataDir), `${dataDir}.lock`, holder);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir ?? undefined);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // PGlite writes its files 0666 (the probe found 969 of 995 so), whatever the umask allows:
  // tighten what it wrote so another local user cannot read a copy of the database.
  if (dataDir) restrictTree(dataDir);
  let stopped: Promise<void> | null = null;
  return {
    pglite,
    adapter: new PrismaPGlite(pglite),
    stop() {
      // Stopping twice (a signal during shutdown) must not close PGlite twice.
      stopped ??= pglite.close().finally(() => lock?.release());
      return stopped;
    },
  };
}

/** Directories 0700 and files 0600 under `dir`. */
function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      restrictTree(path);
    } else if (entry.isFile()) {
      chmodSync(path, 0o600);
    }
  }
}
