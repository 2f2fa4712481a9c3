/** Two servers never share one embedded database. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-support/harness";

const dataDir = mkdtempSync(join(tmpdir(), "nonet-lock-int-"));
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("refuses a second server on the same DATA_DIR and lets one start after stop()", async () => {
  const first = await startTestServer({ dataDir, keepData: true });
  servers.push(first);
  await expect(startTestServer({ dataDir, keepData: true })).rejects.toThrow(
    new RegExp(`in use by the Nonet server \\(pid ${process.pid},`),
  );
  // The refused start must not have disturbed the running one.
  expect(await first.db.game.count()).toBe(0);
  await first.stop();
  servers.push(await startTestServer({ dataDir, keepData: true }));
});
