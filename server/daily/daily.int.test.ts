/**
 * The daily challenge against the real socket server and embedded database: one puzzle per
 * date on every server, a disguised copy per player, one attempt per player and day.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot, MoveAck, ProtocolError } from "@/lib/game/protocol";
import { gridFrom, rate } from "@/lib/sudoku";
import { newGuestId } from "../guest";
import {
  call,
  connectGuest,
  moveId,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";
import { ALREADY_PLAYED } from "./daily-service";

/** A Wednesday: a hard daily. */
const TODAY = "2026-11-25";

type Answer<T> = ({ ok: true } & T) | { ok: false; error: ProtocolError };

const servers: TestServer[] = [];
const sockets: ClientSocket[] = [];
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  [first, second] = await Promise.all([
    startTestServer({ today: () => TODAY }),
    startTestServer({ today: () => TODAY }),
  ]);
  servers.push(first, second);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(servers.map((server) => server.dispose()));
});

async function player(server: TestServer, guestId = newGuestId()): Promise<ClientSocket> {
  const socket = await connectGuest(server, guestId);
  sockets.push(socket);
  return socket;
}

const start = (socket: ClientSocket, date = TODAY) =>
  call<Answer<{ gameId: string }>>(socket, "daily:start", { date });

async function started(socket: ClientSocket): Promise<string> {
  const answer = await start(socket);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.gameId;
}

const gameRow = (server: TestServer, id: string) =>
  server.db.game.findUniqueOrThrow({ where: { id } });

describe("daily challenge", () => {
  it("stores the same puzzle for a date on two servers with their own databases", async () => {
    await started(await player(first));
    await started(await player(second));
    const [a, b] = await Promise.all(
      [first, second].map((server) =>
        server.db.dailyPuzzle.findUniqueOrThrow({ where: { date: TODAY } }),
      ),
    );
    expect(a.level).toBe("hard");
    expect(b.givens).toBe(a.givens);
    expect(b.solution).toBe(a.solution);
    expect(b.score).toBe(a.score);
  });

  it("gives two players different isomorphs of the day with the same rating", async () => {
    const [one, two] = await Promise.all([player(first), player(first)]);
    const [gameOne, gameTwo] = await Promise.all([started(one), started(two)]);
    const [rowOne, rowTwo] = await Promise.all([gameRow(first, gameOne), gameRow(first, gameTwo)]);
    const daily = await first.db.dailyPuzzle.findUniqueOrThrow({ where: { date: TODAY } });
    expect(rowOne.givens).not.toBe(rowTwo.givens);
    expect(rowOne.givens).not.toBe(daily.givens);
    for (const row of [rowOne, rowTwo]) {
      expect(row.dailyDate).toBe(TODAY);
      expect(row.level).toBe("hard");
      expect(row.score).toBe(daily.score);
      expect(rate(gridFrom(row.givens)).level).toBe("hard");
    }
  });

  it("resumes the attempt in play, from any tab, and refuses a new one once it is over", async () => {
    const guestId = newGuestId();
    const [tabA, tabB] = await Promise.all([player(first, guestId), player(first, guestId)]);
    // Two tabs at once: the database keeps one attempt, and both open it.
    const [gameA, gameB] = await Promise.all([started(tabA), started(tabB)]);
    expect(gameB).toBe(gameA);
    expect(await started(tabA)).toBe(gameA);
    expect(await first.db.game.count({ where: { guestId, dailyDate: TODAY } })).toBe(1);

    // Play it to the end: each digit in all its cells at once.
    const row = await gameRow(first, gameA);
    const join = await call<Answer<{ snapshot: GameSnapshot }>>(tabA, "game:join", {
      gameId: gameA,
    });
    expect(join.ok).toBe(true);
    let last: Answer<MoveAck> | null = null;
    for (let digit = 1; digit <= 9; digit++) {
      const cells = [...row.solution].flatMap((d, cell) =>
        Number(d) === digit && row.givens[cell] === "0" ? [cell] : [],
      );
      if (!cells.length) continue;
      last = await call<Answer<MoveAck>>(tabA, "move:submit", {
        gameId: gameA,
        moveId: moveId(),
        move: { type: "value", cells, digit },
      });
    }
    expect(last?.ok && last.status).toBe("solved");

    const again = await start(tabB);
    expect(again).toEqual({ ok: false, error: { code: "game_over", message: ALREADY_PLAYED } });
    expect(await first.db.game.count({ where: { guestId, dailyDate: TODAY } })).toBe(1);
  });

  it("refuses a day to come and a malformed date, creating nothing", async () => {
    const guestId = newGuestId();
    const socket = await player(first, guestId);
    const answer = await start(socket, "2026-11-26");
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe("bad_request");
      expect(answer.error.message).toBe(
        "The daily of 2026-11-26 is not out yet: today's is 2026-11-25.",
      );
    }
    const bad = await start(socket, "2026-02-30");
    expect(bad.ok === false && bad.error.code).toBe("bad_request");
    const old = await start(socket, "2024-01-01");
    expect(old.ok === false && old.error.message).toMatch(/^Only the last \d+ days/);
    expect(await first.db.game.count({ where: { guestId } })).toBe(0);
    expect(await first.db.dailyAttempt.count({ where: { playerId: guestId } })).toBe(0);
  });

  it("plays a past day as practice: resumed, never an attempt, ranked nowhere", async () => {
    const guestId = newGuestId();
    const socket = await player(first, guestId);
    const past = "2026-11-20";
    const answer = await start(socket, past);
    if (!answer.ok) throw new Error(answer.error.message);
    // The same game again while it is played, from any tab.
    expect(await start(socket, past)).toEqual({ ok: true, gameId: answer.gameId });
    expect(await first.db.dailyAttempt.count({ where: { playerId: guestId } })).toBe(0);

    const row = await gameRow(first, answer.gameId);
    expect(row.dailyDate).toBe(past);
    await call(socket, "game:join", { gameId: answer.gameId });
    for (let digit = 1; digit <= 9; digit++) {
      const cells = [...row.solution].flatMap((d, cell) =>
        Number(d) === digit && row.givens[cell] === "0" ? [cell] : [],
      );
      if (cells.length) {
        await call(socket, "move:submit", {
          gameId: answer.gameId,
          moveId: moveId(),
          move: { type: "value", cells, digit },
        });
      }
    }
    // Solved, and recorded as a practice game: not the day's, so on no standings or streak.
    const result = await first.db.result.findUniqueOrThrow({ where: { gameId: answer.gameId } });
    expect(result).toMatchObject({ solved: true, dailyDate: null, kind: "single" });
    expect(await first.db.bestTime.count({ where: { playerId: guestId } })).toBe(0);
    // Another go at the day is a new practice game.
    const again = await start(socket, past);
    expect(again.ok && again.gameId).not.toBe(answer.gameId);
  });
});
