/**
 * A deploy mid-race: the three processes behind nginx restarted one at a time, as
 * `npm run cluster` does on SIGHUP (each drained with SIGTERM, started again and ready before
 * the next), while three racers, one per process, make moves continuously. The racers are
 * pages as far as the server can tell: socket.io's own reconnection, the page's answer to
 * "server:draining" (lib/game/drain.ts), a move without an ack kept and sent again with its
 * moveId after re-joining, as use-game-session does. Nothing acknowledged may be lost, nobody
 * may stay "reconnecting" for long, and the race ends as races end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "@/lib/game/protocol";
import type { Move } from "@/lib/game/move";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { moveId } from "../test-support/harness";
import { ask, fill, must, openGame, roomWhere, startRace, type Play } from "../test-support/race";
import {
  addressesOnDistinctNodes,
  closeAll,
  newPlayer,
  type Player,
} from "../test-support/cluster/clients";
import { clusterUnavailable } from "../test-support/cluster/prerequisites";

const unavailable = await clusterUnavailable();

/** The longest a racer may be away after its process is told to stop: a short "reconnecting". */
const BACK_WITHIN_MS = 5_000;
/** Correct digits each racer keeps back until the restarts are over, so the race outlasts them. */
const KEPT_BACK = 3;
/** A racer's pause between moves: about ten moves a second each. */
const PACE_MS = 100;
/** Refusals after which a page drops its move: anything else is retried (lib/game/session.ts). */
const FINAL = new Set(["bad_request", "game_over", "forbidden", "not_found"]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One racer's page: its game, what the server acknowledged, and its time away. */
interface Page {
  player: Player;
  code: string;
  play: Play;
  /** Every moveId the server acknowledged: each must be in the final log. */
  acked: Set<string>;
  /** The move sent and not yet acknowledged: sent again, same moveId, after a re-join. */
  pending: { moveId: string; move: Move; cell?: number } | null;
  moves: number;
  /** When the socket last dropped, while it is down. */
  downAt: number | null;
  /** Milliseconds from each drop to the game re-joined. */
  outages: number[];
  /** Why each drop happened (socket.io's reason), for the report. */
  reasons: string[];
  finalRefusals: string[];
}

/** An engine.io error's description in a few words, for the report. */
function whatFailed(description: unknown): string {
  if (description instanceof Error) return description.message;
  const status = (description as { status?: unknown } | null)?.status;
  if (status !== undefined) return `status ${String(status)}`;
  return String(description).slice(0, 80);
}

function pageOf(player: Player, code: string, play: Play): Page {
  const page: Page = {
    player,
    code,
    play,
    acked: new Set(),
    pending: null,
    moves: 0,
    downAt: null,
    outages: [],
    reasons: [],
    finalRefusals: [],
  };
  player.socket.on("disconnect", (reason, details) => {
    // A transport error says what failed (a polling request's status, a closed WebSocket).
    const why = (details as { description?: unknown } | undefined)?.description;
    page.reasons.push(why === undefined ? reason : `${reason} (${whatFailed(why)})`);
    page.downAt ??= Date.now();
  });
  player.socket.on("connect_error", (error) => page.reasons.push(`connect_error ${error.message}`));
  return page;
}

/** The next move: mostly corner notes on a cell kept back, now and then a correct digit. */
function nextMove(page: Page): { moveId: string; move: Move; cell?: number } {
  const n = page.moves++;
  const { todo } = page.play;
  if (n % 4 === 0 && todo.length > KEPT_BACK) {
    const { cell, digit } = todo[0];
    return { moveId: moveId(), move: { type: "value", cells: [cell], digit }, cell };
  }
  const cell = todo[todo.length - 1].cell;
  return { moveId: moveId(), move: { type: "corner", cells: [cell], digit: (n % 9) + 1 } };
}

/** Waits for the socket to come back by itself, then re-joins the room and the game. */
async function comeBack(page: Page): Promise<void> {
  const { player } = page;
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    if (Date.now() > giveUpAt) throw new Error(`${player.name} did not come back in 30 s`);
    if (!player.socket.connected) {
      await sleep(10);
      continue;
    }
    try {
      const room = await ask<{ room: RoomSnapshot }>(player, "room:join", {
        code: page.code,
        name: player.name,
      });
      const game = room.ok
        ? await ask<{ snapshot: GameSnapshot }>(player, "game:join", { gameId: page.play.gameId })
        : room;
      if (game.ok) break;
      if (FINAL.has(game.error.code)) throw new Error(`re-join refused: ${game.error.message}`);
    } catch (error) {
      if ((error as Error).message.startsWith("re-join refused")) throw error;
      // Unanswered: the socket dropped again; wait for it.
    }
    await sleep(100);
  }
  if (page.downAt !== null) page.outages.push(Date.now() - page.downAt);
  page.downAt = null;
}

/** Plays as a page does until `done()`: one move at a time, each acknowledged or sent again. */
async function playOn(page: Page, done: () => boolean): Promise<void> {
  while (!done()) {
    if (page.downAt !== null || !page.player.socket.connected) {
      await comeBack(page);
      continue;
    }
    const sent = (page.pending ??= nextMove(page));
    let ack: Awaited<ReturnType<typeof ask>> | null = null;
    try {
      ack = await ask(page.player, "move:submit", {
        gameId: page.play.gameId,
        moveId: sent.moveId,
        move: sent.move,
      });
    } catch {
      // No ack (the socket dropped with the move in flight): kept, sent again after the re-join.
    }
    if (ack?.ok) {
      page.acked.add(sent.moveId);
      if (sent.cell !== undefined) page.play.todo.shift();
      page.pending = null;
    } else if (ack && FINAL.has(ack.error.code)) {
      page.finalRefusals.push(`${ack.error.code}: ${ack.error.message}`);
      page.pending = null;
    } else if (ack) {
      // "Try again" (a process in trouble): the page re-joins, then sends it again.
      page.downAt ??= Date.now();
    }
    await sleep(PACE_MS);
  }
  if (page.downAt !== null || !page.player.socket.connected) await comeBack(page);
  if (page.pending) {
    const again = await must(page.player, "move:submit", {
      gameId: page.play.gameId,
      moveId: page.pending.moveId,
      move: page.pending.move,
    });
    expect(again.ok).toBe(true);
    page.acked.add(page.pending.moveId);
    if (page.pending.cell !== undefined) page.play.todo.shift();
    page.pending = null;
  }
}

describe.skipIf(unavailable)("a rolling restart of three processes mid-race", () => {
  let cluster: Cluster;
  const players: Player[] = [];

  beforeAll(async () => {
    cluster = await startCluster({ nodes: 3 });
  });
  afterAll(async () => {
    closeAll(players);
    await cluster?.stop();
  });

  it("loses no acknowledged move, brings every racer back within seconds, and the race ends", async () => {
    // One racer per process, each with a browser's transports (polling, then WebSocket).
    const spots = await addressesOnDistinctNodes(cluster, 3);
    const racers = await Promise.all(
      spots.map(({ localAddress }, i) =>
        newPlayer({ url: cluster.url, localAddress }, ["Fay", "Gus", "Hal"][i], {
          transports: ["polling", "websocket"],
          likePage: true,
        }),
      ),
    );
    players.push(...racers);
    const { code } = await must<{ code: string }>(racers[0], "room:create", {
      name: racers[0].name,
      settings: { level: "easy" },
    });
    for (const racer of racers) {
      racer.room = (
        await must<{ room: RoomSnapshot }>(racer, "room:join", { code, name: racer.name })
      ).room;
    }
    await startRace(code, racers);
    const pages = await Promise.all(
      racers.map(async (racer) => pageOf(racer, code, await openGame(code, racer))),
    );

    let rolled = false;
    const playing = pages.map((page) => playOn(page, () => rolled));
    const steps: string[] = [];
    try {
      await sleep(500);
      await cluster.rollingRestart(({ node, phase }) =>
        steps.push(`${phase} node${node.index + 1}`),
      );
      // A last moment of play on the new processes.
      await sleep(500);
    } finally {
      rolled = true;
      await Promise.allSettled(playing);
    }
    await Promise.all(playing);
    // One process at a time, each ready again before the next is told to stop.
    expect(steps).toEqual(
      [1, 2, 3].flatMap((n) => [`draining node${n}`, `starting node${n}`, `ready node${n}`]),
    );

    const report = pages.map(
      (p) =>
        `${p.player.name}: ${p.acked.size} acked, back in ${p.outages.join(", ")} ms ` +
        `(${p.reasons.join(", ")})`,
    );
    console.log(`rolling restart: ${report.join("; ")}`);
    for (const page of pages) {
      expect(page.finalRefusals).toEqual([]);
      // Each racer's process was restarted under it: it was moved at least once.
      expect(page.outages.length).toBeGreaterThan(0);
      expect(Math.max(...page.outages)).toBeLessThan(BACK_WITHIN_MS);
      // Every move the server acknowledged is in the log a fresh tab is served.
      const { snapshot } = await must<{ snapshot: GameSnapshot }>(page.player, "game:join", {
        gameId: page.play.gameId,
      });
      expect(snapshot.fromVersion).toBe(0);
      const logged = new Set(snapshot.moveIds);
      const lost = [...page.acked].filter((id) => !logged.has(id));
      expect(lost).toEqual([]);
      // Every moveId applied once, whatever was sent twice.
      expect(logged.size).toBe(snapshot.moveIds.length);
    }

    // The race ends as races do: Fay first, the others after.
    expect((await fill(pages[0].play)).status).toBe("solved");
    await fill(pages[1].play);
    await fill(pages[2].play);
    for (const racer of racers) {
      const room = await roomWhere(racer, (r) => r.race?.finishedAt != null, 10_000);
      expect(room.race?.winnerId).toBe(racers[0].room.you);
      expect(room.race!.progress.map((p) => p.status)).toEqual(["solved", "solved", "solved"]);
    }
  }, 300_000);
});
