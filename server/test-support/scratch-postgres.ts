/**
 * Throwaway databases on a real PostgreSQL for the tests that need one (concurrency the
 * embedded database cannot show: it has one session). The server is postgres@127.0.0.1:5432
 * unless TEST_POSTGRES_ADMIN_URL names another where the test may create databases; without
 * one, `hasPostgres` is false and those tests skip, saying so.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_ADMIN_URL =
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

/** Whether the PostgreSQL server answers; checked once per test file, with the reason printed. */
export async function postgresAvailable(testFile: string): Promise<boolean> {
  const ok = await reachable(POSTGRES_ADMIN_URL);
  if (!ok) {
    console.warn(
      `${testFile}: PostgreSQL tests skipped, no server at ${new URL(POSTGRES_ADMIN_URL).host} ` +
        "(set TEST_POSTGRES_ADMIN_URL to one where databases may be created)",
    );
  }
  return ok;
}

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** Creates an empty database of its own (`nonet_<prefix>_<random>`). */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `nonet_${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
