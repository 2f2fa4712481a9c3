/**
 * Several processes starting together on one PostgreSQL migrate it once, in turn. Each test
 * makes a fresh scratch database and drops it after; skipped, saying so, without PostgreSQL.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from "../server/test-support/scratch-postgres";
import { applyMigrations, MIGRATION_LOCK_KEY, MIGRATIONS_DIR } from "./migrate";

const hasPostgres = await postgresAvailable("prisma/migrate.int.test.ts");

const ALL_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => existsSync(join(MIGRATIONS_DIR, name, "migration.sql")))
  .sort();

describe.skipIf(!hasPostgres)("applyMigrations on PostgreSQL", () => {
  const scratch: ScratchDatabase[] = [];
  const scratchUrl = async () => {
    const db = await createScratchDatabase("migrate");
    scratch.push(db);
    return db.url;
  };
  afterEach(async () => {
    for (const db of scratch.splice(0)) await db.drop();
  });

  async function recorded(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string; finished: boolean }>(
        `SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations
         ORDER BY migration_name`,
      );
      return rows;
    } finally {
      await client.end();
    }
  }

  it("applies each migration once when four processes start together", async () => {
    const url = await scratchUrl();
    const runs = await Promise.all([1, 2, 3, 4].map(() => applyMigrations(url)));
    // One of them migrated everything; the others found it done.
    expect(runs.flat().sort()).toEqual(ALL_MIGRATIONS);
    expect(runs.filter((applied) => applied.length > 0)).toHaveLength(1);
    expect(await recorded(url)).toEqual(
      ALL_MIGRATIONS.map((name) => ({ migration_name: name, finished: true })),
    );
  });

  it("waits while another process holds the migration lock, then migrates", async () => {
    const url = await scratchUrl();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let settled = false;
      const waiting = applyMigrations(url).finally(() => (settled = true));
      // The waiter's session shows up blocked on the advisory lock, not migrating (PostgreSQL
      // tells no one when a session starts waiting: ask it until it says so).
      await expect.poll(() => lockWaiters(other), { timeout: 20_000 }).toBe(1);
      expect(settled).toBe(false);
      const { rows } = await other.query<{ exists: boolean }>(
        `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists`,
      );
      expect(rows[0].exists).toBe(false);
      await other.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      expect(await waiting).toEqual(ALL_MIGRATIONS);
    } finally {
      await other.end();
    }
  });
});

/** Sessions of this database waiting for an advisory lock. */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ waiters: number }>(
    `SELECT count(*)::int AS waiters FROM pg_locks l JOIN pg_database d ON d.oid = l.database
     WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
  );
  return rows[0].waiters;
}
