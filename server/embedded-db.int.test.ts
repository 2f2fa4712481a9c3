/**
 * The embedded database runs in-process: no port for other local users to connect to, and
 * its files readable by the owner only.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listeningPorts } from "./test-support/process-sockets";
import { startTestServer, type TestServer } from "./test-support/harness";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
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
