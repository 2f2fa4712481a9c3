/**
 * Several processes starting together on one PostgreSQL migrate it once, in turn. Needs a
 * PostgreSQL server where the test may create databases (default: postgres@127.0.0.1:5432,
 * override with TEST_POSTGRES_ADMIN_URL); skipped, saying so, when there is none.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, MIGRATION_LOCK_KEY, MIGRATIONS_DIR } from "./migrate";

const ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const hasPostgres = await reachable(ADMIN_URL);
if (!hasPostgres) {
  console.warn(`prisma/migrate.int.test.ts skipped: no PostgreSQL at ${new URL(ADMIN_URL).host}`);
}

const ALL_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => existsSync(join(MIGRATIONS_DIR, name, "migration.sql")))
  .sort();

describe.skipIf(!hasPostgres)("applyMigrations on PostgreSQL", () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const created: string[] = [];

  /** A fresh, empty database of this test's own; dropped after all. */
  async function scratchDatabase(): Promise<string> {
    const name = `nonet_migrate_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  }

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

  beforeAll(async () => {
    await admin.connect();
  });

  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("applies each migration once when four processes start together", async () => {
    const url = await scratchDatabase();
    const runs = await Promise.all([1, 2, 3, 4].map(() => applyMigrations(url)));
    // One of them migrated everything; the others found it done.
    expect(runs.flat().sort()).toEqual(ALL_MIGRATIONS);
    expect(runs.filter((applied) => applied.length > 0)).toHaveLength(1);
    expect(await recorded(url)).toEqual(
      ALL_MIGRATIONS.map((name) => ({ migration_name: name, finished: true })),
    );
  });

  it("waits while another process holds the migration lock, then migrates", async () => {
    const url = await scratchDatabase();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let settled = false;
      const waiting = applyMigrations(url).finally(() => (settled = true));
      // The waiter's session shows up blocked on the advisory lock, not migrating.
      await expect.poll(() => lockWaiters(other), { timeout: 10_000 }).toBe(1);
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
