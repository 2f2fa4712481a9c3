/**
 * The two databases a process-spanning primitive must work on, for tests that run the same
 * cases on each: the embedded PGlite (one session, so "processes" share one client) and a
 * real PostgreSQL (a client per "process"), skipped when there is none.
 */
import { applyMigrations } from "../../prisma/migrate";
import { createDb, postgresAdapter, type Db } from "../db";
import { startMigratedDb } from "./db-template";
import { createScratchDatabase } from "./scratch-postgres";

export interface SharedDatabase {
  /** A client as one process would hold it; on PGlite every process shares the one session. */
  connect(): Db;
  stop(): Promise<void>;
}

export async function embeddedShared(): Promise<SharedDatabase> {
  const embedded = await startMigratedDb();
  const db = createDb(embedded.adapter);
  return {
    connect: () => db,
    async stop() {
      await db.$disconnect();
      await embedded.stop();
    },
  };
}

export async function postgresShared(prefix: string): Promise<SharedDatabase> {
  const scratch = await createScratchDatabase(prefix);
  const clients: Db[] = [];
  try {
    await applyMigrations(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    connect() {
      const db = createDb(postgresAdapter(scratch.url, 4));
      clients.push(db);
      return db;
    },
    async stop() {
      for (const db of clients) await db.$disconnect().catch(() => {});
      await scratch.drop();
    },
  };
}
