/**
 * Two whole Nonet servers on one PostgreSQL and one Redis, as two processes behind nginx:
 * the limits they enforce are one limit. Skipped, saying so, without PostgreSQL at
 * TEST_POSTGRES_ADMIN_URL or Redis at TEST_REDIS_URL (by default redis://127.0.0.1:6379/3).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { newGuestId } from "../guest";
import {
  call,
  connectGuest,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from "../test-support/scratch-postgres";
import { redisReachable } from "../test-support/redis";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/3";

const hasRedis = await redisReachable(REDIS_URL);
if (!hasRedis) console.warn(`shared limits (servers): skipped, no Redis at ${REDIS_URL}`);
const ready = hasRedis && (await postgresAvailable("shared-limits-servers.int.test.ts"));

describe.skipIf(!ready)("two servers sharing PostgreSQL and Redis", () => {
  let database: ScratchDatabase;
  const servers: TestServer[] = [];
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase("limits");
    const env = { DATABASE_URL: database.url, REDIS_URL, MAX_SOCKETS_PER_GUEST: "3" };
    // One after the other: the first migrates the empty database.
    servers.push(await startTestServer({ freshDatabase: true, env }));
    servers.push(await startTestServer({ freshDatabase: true, env }));
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const server of servers) await server.dispose();
    await database?.drop();
  });

  const open = async (server: TestServer, guestId: string) => {
    const client = await connectGuest(server, guestId);
    clients.push(client);
    return client;
  };

  it("refuses a guest's tab past the cap on the other server", async () => {
    const [a, b] = servers;
    const guestId = newGuestId();
    await open(a, guestId);
    await open(a, guestId);
    await open(b, guestId);
    const refused = await open(b, guestId).then(
      () => null,
      (error: Error & { data?: unknown }) => error.data,
    );
    expect(refused).toEqual({ code: ERROR_CODES.limit, message: expect.stringMatching(/tabs/) });
  });

  it("counts one guest's new games on both servers against one quota", async () => {
    const [a, b] = servers;
    const guestId = newGuestId();
    const [onA, onB] = [await open(a, guestId), await open(b, guestId)];
    const create = (socket: ClientSocket) =>
      call<{ ok: boolean; error?: { code: string } }>(socket, "game:create", { puzzle: PUZZLE });
    // CREATE_PER_GUEST: a burst of 20, whichever server each lands on.
    for (let i = 0; i < 20; i++)
      expect(await create(i % 2 ? onB : onA)).toMatchObject({ ok: true });
    expect(await create(onA)).toMatchObject({ ok: false, error: { code: ERROR_CODES.limit } });
    expect(await create(onB)).toMatchObject({ ok: false, error: { code: ERROR_CODES.limit } });
  });
});

/** A valid puzzle with a unique solution, so no generator runs. */
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
