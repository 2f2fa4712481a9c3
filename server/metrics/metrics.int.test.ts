import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import {
  call,
  connectGuest,
  moveId,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";
import { GIVENS } from "../test-support/fixed-puzzle";
import { fill, openGame, roomOf, roomWhere, startRace } from "../test-support/race";
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from "../test-support/scratch-postgres";

type Result = { ok: true; [key: string]: unknown } | { ok: false; error: { code: string } };

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  return response.text();
}

/** A sample's value in Prometheus text: `name{labels} value`; 0 when absent. */
function sample(text: string, name: string, labels = ""): number {
  const key = labels ? `${name}{${labels}}` : name;
  const line = text.split("\n").find((l) => l.startsWith(`${key} `));
  return line ? Number(line.slice(key.length + 1)) : 0;
}

/** TCP servers this process listens with (the count moves by one per port opened). */
const listeningServers = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === "TCPServerWrap").length;

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("with METRICS_PORT", () => {
  let server: TestServer;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { METRICS_PORT: "0" },
      rooms: { countdownMs: 300, reconnectGraceMs: 60_000 },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.dispose();
  });

  it("serves Prometheus text on loopback, apart from the public port", async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(String(server.port));
    const text = await scrape(server.metricsUrl!);
    for (const name of [
      "nonet_sockets_connected",
      "nonet_games_live",
      "nonet_rooms_live",
      "nonet_engine_queue_length",
      "nonet_move_ack_seconds",
      "nonet_moves_accepted_total",
      "nonet_races_started_total",
      "nonet_db_query_seconds",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    // The public port does not serve them.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it("moves after a move: sockets, live games, moves, ack latency, queries, engine jobs", async () => {
    const before = await scrape(server.metricsUrl!);
    const socket = await connectGuest(server);
    sockets.push(socket);
    // A pasted puzzle is checked by the rating worker: an engine job.
    const created = await call<Result>(socket, "game:create", { puzzle: GIVENS });
    if (!created.ok) throw new Error(`create failed: ${created.error.code}`);
    const gameId = created.gameId as string;
    expect((await call<Result>(socket, "game:join", { gameId })).ok).toBe(true);
    const accepted = await call<Result>(socket, "move:submit", {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [2], digit: 4 },
    });
    expect(accepted.ok).toBe(true);
    // A move without a move: refused at the schema, before any handler.
    const refused = await call<Result>(socket, "move:submit", { gameId, moveId: "x" });
    expect(refused).toMatchObject({ ok: false, error: { code: ERROR_CODES.badRequest } });
    const after = await scrape(server.metricsUrl!);

    expect(sample(after, "nonet_sockets_connected")).toBe(
      sample(before, "nonet_sockets_connected") + 1,
    );
    expect(sample(after, "nonet_games_live")).toBeGreaterThan(sample(before, "nonet_games_live"));
    expect(sample(after, "nonet_moves_accepted_total")).toBe(
      sample(before, "nonet_moves_accepted_total") + 1,
    );
    const badRequest = 'reason="bad_request"';
    expect(sample(after, "nonet_moves_refused_total", badRequest)).toBe(
      sample(before, "nonet_moves_refused_total", badRequest) + 1,
    );
    for (const outcome of ["accepted", "refused"]) {
      const labels = `outcome="${outcome}"`;
      expect(sample(after, "nonet_move_ack_seconds_count", labels)).toBe(
        sample(before, "nonet_move_ack_seconds_count", labels) + 1,
      );
    }
    const queries = (text: string) =>
      sample(text, "nonet_db_query_seconds_count", 'kind="query"') +
      sample(text, "nonet_db_query_seconds_count", 'kind="execute"');
    expect(queries(after)).toBeGreaterThan(queries(before));
    const ratings = 'queue="rate",outcome="answered"';
    expect(sample(after, "nonet_engine_job_seconds_count", ratings)).toBe(
      sample(before, "nonet_engine_job_seconds_count", ratings) + 1,
    );
  });

  it("counts a race started and finished, its room live while a tab has it open", async () => {
    const before = await scrape(server.metricsUrl!);
    const { code, racers } = await roomOf(server, 2);
    for (const racer of racers) sockets.push(racer.socket);
    const open = await scrape(server.metricsUrl!);
    expect(sample(open, "nonet_rooms_live")).toBe(sample(before, "nonet_rooms_live") + 1);
    await startRace(code, racers);
    const started = await scrape(server.metricsUrl!);
    expect(sample(started, "nonet_races_started_total")).toBe(
      sample(before, "nonet_races_started_total") + 1,
    );
    // A puzzle for the race was made by the generator.
    const generated = 'queue="generate",outcome="answered"';
    expect(sample(started, "nonet_engine_job_seconds_count", generated)).toBeGreaterThan(
      sample(before, "nonet_engine_job_seconds_count", generated),
    );
    for (const racer of racers) await fill(await openGame(code, racer));
    await roomWhere(racers[0], (room) => room.phase === "finished");
    const finished = await scrape(server.metricsUrl!);
    expect(sample(finished, "nonet_races_finished_total")).toBe(
      sample(before, "nonet_races_finished_total") + 1,
    );
  });

  it("refuses connections from other interfaces by default", async () => {
    const port = Number(new URL(server.metricsUrl!).port);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    // A machine with no other interface has nothing to refuse from; loopback is still checked.
    if (outside) expect(await accepts(outside.address, port)).toBe(false);
  });
});

describe("without METRICS_PORT", () => {
  it("opens no metrics port", async () => {
    const servers = listeningServers();
    const server = await startTestServer();
    try {
      expect(server.metricsUrl).toBeNull();
      // The public port only.
      expect(listeningServers()).toBe(servers + 1);
    } finally {
      await server.dispose();
    }
  });
});

const withPostgres = await postgresAvailable("metrics.int.test.ts");

describe.skipIf(!withPostgres)("on PostgreSQL", () => {
  let database: ScratchDatabase;
  let server: TestServer;
  let socket: ClientSocket | null = null;
  beforeAll(async () => {
    database = await createScratchDatabase("metrics");
    server = await startTestServer({
      freshDatabase: true,
      env: { METRICS_PORT: "0", DATABASE_URL: database.url },
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await server?.dispose();
    await database?.drop();
  });

  it("times the statements of a move through the pg adapter, transactions included", async () => {
    socket = await connectGuest(server);
    const created = await call<Result>(socket, "game:create", { puzzle: GIVENS });
    if (!created.ok) throw new Error(`create failed: ${created.error.code}`);
    const gameId = created.gameId as string;
    expect((await call<Result>(socket, "game:join", { gameId })).ok).toBe(true);
    const before = await scrape(server.metricsUrl!);
    const move = { type: "value", cells: [2], digit: 4 };
    expect((await call<Result>(socket, "move:submit", { gameId, moveId: moveId(), move })).ok).toBe(
      true,
    );
    const after = await scrape(server.metricsUrl!);
    const statements = (text: string) =>
      sample(text, "nonet_db_query_seconds_count", 'kind="query"') +
      sample(text, "nonet_db_query_seconds_count", 'kind="execute"');
    expect(statements(after)).toBeGreaterThan(statements(before));
    expect(sample(after, "nonet_moves_accepted_total")).toBe(1);
  });
});
