/**
 * The same server on a real PostgreSQL, when one is given:
 *   TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run test:int
 * Migrations are applied (or found applied) and a game is played and rebuilt.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "@/lib/game/protocol";
import { newGuestId } from "./guest";
import {
  call,
  connectGuest,
  moveId,
  startTestServer,
  type TestServer,
} from "./test-support/harness";

const url = process.env.TEST_DATABASE_URL;
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.dispose();
});

describe.skipIf(!url)("on PostgreSQL", () => {
  it("migrates, plays a game and rebuilds it after a restart", async () => {
    const start = async () => {
      const server = await startTestServer({ env: { DATABASE_URL: url } });
      servers.push(server);
      return server;
    };
    const guestId = newGuestId();
    const first = await start();
    const migrations = await first.db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    expect(migrations.length).toBeGreaterThan(0);
    const socket = await connectGuest(first, guestId);
    const { gameId } = await call<{ gameId: string }>(socket, "game:create", { level: "medium" });
    await call(socket, "game:join", { gameId });
    const move = { type: "autoCandidates" };
    expect(await call(socket, "move:submit", { gameId, moveId: moveId(), move })).toMatchObject({
      ok: true,
      version: 1,
    });
    socket.disconnect();
    await first.stop();

    const second = await start();
    const again = await connectGuest(second, guestId);
    const { snapshot } = await call<{ snapshot: GameSnapshot }>(again, "game:join", { gameId });
    expect(snapshot).toMatchObject({ version: 1, moves: [move] });
    again.disconnect();
  });
});
