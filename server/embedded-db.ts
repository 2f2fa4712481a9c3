/**
 * The embedded default database: PGlite (PostgreSQL compiled to Wasm) in this process, served
 * on a loopback port by pglite-socket so that Prisma's ordinary `pg` driver adapter talks to
 * it exactly as to a real PostgreSQL server. Used when DATABASE_URL is unset.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * pglite-socket queues queries from all connections onto PGlite's single session. The app
 * uses one connection (see server/index.ts); the rest are for migrations and tools.
 */
const MAX_CONNECTIONS = 8;

export interface EmbeddedDb {
  /** A `postgresql://` URL for the loopback server. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite with its data under `dataDir` (created if missing), or in memory when
 * `dataDir` is null, and serves it on 127.0.0.1 on a free port.
 */
export async function startEmbeddedDb(dataDir: string | null): Promise<EmbeddedDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? undefined);
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port: 0,
    maxConnections: MAX_CONNECTIONS,
  });
  await server.start();
  let stopped: Promise<void> | null = null;
  return {
    url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    stop() {
      // Stopping twice (a signal during shutdown) must not close PGlite twice.
      stopped ??= (async () => {
        await server.stop();
        await db.close();
      })();
      return stopped;
    },
  };
}
