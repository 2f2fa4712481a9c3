/**
 * The embedded database runs in-process: no port for other local users to connect to, and
 * its files readable by the owner only. A first start creates and migrates it.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listeningPorts } from "./test-support/process-sockets";
import { MIGRATIONS_DIR } from "../prisma/migrate";
import { startTestServer, type TestServer } from "./test-support/harness";

let server: TestServer;

beforeAll(async () => {
  // Not the run's template: this server creates its database as a first `npm start` does.
  server = await startTestServer({ freshDatabase: true });
});

afterAll(async () => {
  await server?.dispose();
});

it("listens on no TCP port but the HTTP one", async () => {
  expect(await server.db.game.count()).toBeGreaterThanOrEqual(0);
  expect(listeningPorts()).toEqual([server.port]);
});

it("keeps the database directory and its files owner-only", () => {
  const dir = join(server.dataDir, "pglite");
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  expect(statSync(join(dir, "PG_VERSION")).mode & 0o077).toBe(0);
});

it("creates the database on a first start and applies every migration", async () => {
  const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const applied = await server.db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL
    ORDER BY migration_name`;
  expect(folders.length).toBeGreaterThan(5);
  expect(applied.map((row) => row.migration_name)).toEqual(folders);
});
