/**
 * The shared services failing under a running cluster: Redis stopped and started again, and
 * every PostgreSQL connection of the cluster terminated. A move is acknowledged only once it
 * is durable, so what matters is that every acknowledged move is in the log afterwards,
 * every refused one is not (nothing half-written), the refusal says to try again, and play
 * resumes once the service is back.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, type GameSnapshot } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { call, moveId } from "../test-support/harness";
import { ask, must, openGame, startRace, type Play } from "../test-support/race";
import { closeAll, newPlayer, type Player } from "../test-support/cluster/clients";
import { clusterUnavailable } from "../test-support/cluster/prerequisites";

const unavailable = await clusterUnavailable();

type MoveOutcome =
  | { moveId: string; cell: number; digit: number; result: "acked" }
  | { moveId: string; cell: number; digit: number; result: "refused"; message: string }
  | { moveId: string; cell: number; digit: number; result: "unanswered" };

/** "2 acked, 1 refused (unavailable: ...)": what the server said to a batch of moves. */
function tally(outcomes: readonly MoveOutcome[]): string {
  const count = (result: MoveOutcome["result"]) =>
    outcomes.filter((o) => o.result === result).length;
  const refusal = outcomes.find((o) => o.result === "refused");
  return (
    `${count("acked")} acked, ${count("refused")} refused, ${count("unanswered")} unanswered` +
    (refusal?.result === "refused" ? ` (e.g. ${refusal.message})` : "")
  );
}

/** Submits one move of the play's todo list (kept on the list unless acknowledged). */
async function submit(play: Play, index = 0, id = moveId()): Promise<MoveOutcome> {
  const { cell, digit } = play.todo[index];
  const base = { moveId: id, cell, digit };
  try {
    const ack = await call<{ ok: boolean; error?: { code: string; message: string } }>(
      play.racer.socket,
      "move:submit",
      { gameId: play.gameId, moveId: id, move: { type: "value", cells: [cell], digit } },
    );
    if (ack.ok) return { ...base, result: "acked" };
    return { ...base, result: "refused", message: `${ack.error?.code}: ${ack.error?.message}` };
  } catch {
    return { ...base, result: "unanswered" };
  }
}

/**
 * The game's log as a process serves it to a fresh tab of the same player. A join the server
 * answers "unavailable: try again" (its Redis link still coming back) is asked again, as the
 * page does.
 */
async function logOf(player: Player, url: string, gameId: string): Promise<GameSnapshot> {
  const tab = await newPlayer({ url, localAddress: player.endpoint.localAddress }, "tab", {
    cookie: player.cookie,
  });
  try {
    for (let attempt = 0; ; attempt++) {
      const ack = await ask<{ snapshot: GameSnapshot }>(tab, "game:join", { gameId });
      if (ack.ok) return ack.snapshot;
      if (ack.error.code !== ERROR_CODES.unavailable || attempt >= 30) {
        throw new Error(`game:join refused: ${ack.error.code} ${ack.error.message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    tab.socket.close();
  }
}

/** Retries `attempt` until it returns true, for at most `ms` (a service coming back). */
async function within(ms: number, what: string, attempt: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await attempt())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(unavailable)("shared services failing under a cluster", () => {
  let cluster: Cluster;
  const players: Player[] = [];

  beforeAll(async () => {
    cluster = await startCluster({ nodes: 3 });
  });
  afterEach(async () => {
    closeAll(players.splice(0));
    // A failed test must not leave the next one without Redis.
    await cluster?.redis.start();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  /** Two racers straight on two processes, racing; returns the first one's game. */
  async function raceAcrossProcesses(): Promise<{ play: Play; other: Play }> {
    const ann = await newPlayer({ url: cluster.nodes[0].url, localAddress: "127.0.0.2" }, "Ann");
    const bob = await newPlayer({ url: cluster.nodes[1].url, localAddress: "127.0.0.3" }, "Bob");
    players.push(ann, bob);
    const { code } = await must<{ code: string }>(ann, "room:create", {
      name: ann.name,
      settings: { level: "easy" },
    });
    for (const player of [ann, bob]) {
      player.room = (
        await must<{ room: RoomSnapshot }>(player, "room:join", { code, name: player.name })
      ).room;
    }
    await startRace(code, [ann, bob]);
    return { play: await openGame(code, ann), other: await openGame(code, bob) };
  }

  it("Redis down: moves are refused with a clear 'try again', none half-written; play resumes", async () => {
    const { play, other } = await raceAcrossProcesses();
    const before = await submit(play);
    expect(before.result).toBe("acked");
    play.todo.shift();

    await cluster.redis.stop();
    const during: MoveOutcome[] = [];
    for (let i = 0; i < 3; i++) during.push(await submit(play, i));
    for (const outcome of during) {
      // Queued and acknowledged later is fine; silence or an unexplained error is not.
      expect(outcome.result, JSON.stringify(outcome)).not.toBe("unanswered");
      if (outcome.result === "refused") expect(outcome.message).toMatch(/try again/i);
    }

    await cluster.redis.start();
    console.log(`Redis outage: ${tally(during)}`);
    const log = await logOf(play.racer as Player, cluster.nodes[2].url, play.gameId);
    for (const outcome of [before, ...during]) {
      expect(log.moveIds.includes(outcome.moveId), JSON.stringify(outcome)).toBe(
        outcome.result === "acked",
      );
    }

    // The player retries what was refused, with the same move ids, as the page does.
    for (const [i, outcome] of during.entries()) {
      if (outcome.result === "acked") continue;
      await within(30_000, "a move after Redis came back", async () => {
        const retry = await submit(play, i, outcome.moveId);
        return retry.result === "acked";
      });
    }
    const after = await logOf(play.racer as Player, cluster.nodes[2].url, play.gameId);
    const ids = [before, ...during].map((outcome) => outcome.moveId);
    expect(after.moveIds.filter((id) => ids.includes(id))).toEqual(ids);
    // The racer on the other process sees the progress again: the fan-out is back too.
    const annId = play.racer.room.you;
    const bob = other.racer;
    await within(10_000, "Bob seeing Ann's 4 cells", async () =>
      bob.received.some((line) => line.includes(`"playerId":"${annId}","filled":4`)),
    );
  });

  it("Redis frozen (connections open, no answers): moves are still acknowledged meanwhile, none lost or doubled", async () => {
    const { play, other } = await raceAcrossProcesses();
    expect((await submit(play)).result).toBe("acked");
    play.todo.shift();

    cluster.redis.freeze(true);
    const during: MoveOutcome[] = [];
    let frozen = true;
    const thaw = setTimeout(() => {
      frozen = false;
      cluster.redis.freeze(false);
    }, 6_000);
    try {
      // While Redis hangs, the shared quotas fall back to each process's own (after a short
      // command timeout) and the game, decided in PostgreSQL, goes on.
      for (let i = 0; i < 3; i++) {
        const outcome = await submit(play);
        during.push(outcome);
        expect(frozen, "a move's answer waited for Redis to thaw").toBe(true);
        if (outcome.result === "acked") play.todo.shift();
      }
    } finally {
      clearTimeout(thaw);
      cluster.redis.freeze(false);
    }
    console.log(`Redis frozen: ${tally(during)}`);
    expect(during.filter((outcome) => outcome.result === "acked").length).toBeGreaterThan(0);
    for (const outcome of during) {
      if (outcome.result === "refused") expect(outcome.message).toMatch(/try again/i);
    }
    const log = await logOf(play.racer as Player, cluster.nodes[2].url, play.gameId);
    for (const outcome of during) {
      expect(
        log.moveIds.filter((id) => id === outcome.moveId).length,
        JSON.stringify(outcome),
      ).toBe(outcome.result === "acked" ? 1 : 0);
    }
    expect((await submit(other)).result).toBe("acked");
  });

  it("PostgreSQL connections terminated: no acknowledged move is lost and every process recovers", async () => {
    const { play, other } = await raceAcrossProcesses();
    const outcomes: MoveOutcome[] = [];
    const admin = new pg.Client({ connectionString: cluster.databaseUrl });
    await admin.connect();
    try {
      for (let i = 0; i < 12; i++) {
        if (i === 4) {
          const { rowCount } = await admin.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity " +
              "WHERE datname = current_database() AND pid <> pg_backend_pid()",
          );
          expect(rowCount).toBeGreaterThan(0);
        }
        const outcome = await submit(play);
        outcomes.push(outcome);
        if (outcome.result === "acked") play.todo.shift();
      }
    } finally {
      await admin.end();
    }
    console.log(`PostgreSQL connections terminated before move 5 of 12: ${tally(outcomes)}`);
    expect(outcomes.at(-1)?.result, JSON.stringify(outcomes)).toBe("acked");

    // A move caught by the cut says so in words a player acts on (the page sends it again).
    for (const outcome of outcomes) {
      if (outcome.result === "refused") expect(outcome.message).toMatch(/try again/i);
    }
    const log = await logOf(play.racer as Player, cluster.nodes[2].url, play.gameId);
    for (const outcome of outcomes) {
      expect(log.moveIds.includes(outcome.moveId), JSON.stringify(outcome)).toBe(
        outcome.result === "acked",
      );
    }
    // Every process serves again: the other racer plays on, and a new game starts on each.
    expect((await submit(other)).result).toBe("acked");
    for (const node of cluster.nodes) {
      await within(15_000, `a new game on ${node.url}`, async () => {
        const player = await newPlayer({ url: node.url, localAddress: "127.0.0.4" }, "Eve");
        players.push(player);
        const ack = await call<{ ok: boolean }>(player.socket, "game:create", { level: "easy" });
        return ack.ok;
      });
    }
  });
});
