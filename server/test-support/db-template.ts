/**
 * A migrated embedded database made once per test run, copied for each server a test starts:
 * creating a PGlite data directory and migrating it costs seconds, copying one a tenth of that.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations } from "../../prisma/migrate";
import { startEmbeddedDb, type EmbeddedDb } from "../embedded-db";

/** Where the run's template lives; set by the integration project's global setup. */
export const DB_TEMPLATE_ENV = "NONET_TEST_DB_TEMPLATE";

/** Creates a migrated PGlite data directory at `dir` (it must not exist yet). */
export async function createDbTemplate(dir: string): Promise<void> {
  const db = await startEmbeddedDb(dir, "the test run's database template");
  try {
    await applyMigrations(db.pglite);
  } finally {
    await db.stop();
  }
}

/** The run's template, or null when none was made (a file run outside the `int` project). */
function template(): string | null {
  const dir = process.env[DB_TEMPLATE_ENV];
  return dir && existsSync(dir) ? dir : null;
}

/**
 * Gives `dataDir` a migrated embedded database (`dataDir/pglite`) copied from the template,
 * unless it already has one. Without a template the server creates and migrates its own.
 */
export function seedDataDir(dataDir: string): void {
  const source = template();
  const target = join(dataDir, "pglite");
  if (!source || existsSync(target)) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(source, target, { recursive: true });
}

/** A migrated embedded database of its own in a throwaway folder, removed on stop(). */
export async function startMigratedDb(): Promise<EmbeddedDb> {
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-db-"));
  seedDataDir(dataDir);
  const db = await startEmbeddedDb(join(dataDir, "pglite"), "an integration test");
  try {
    // A no-op on a copy of the template; the whole history where there is none.
    await applyMigrations(db.pglite);
  } catch (error) {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...db,
    async stop() {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
