/**
 * The pure rules of one game: what a move, a join or a give-up comes to, with no store and no
 * timers. Refusals are table-driven: each one names its error and leaves the game as it was.
 */
import { describe, expect, it } from "vitest";
import type { Move } from "@/lib/game/move";
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import type { ClockState } from "./clock";
import { GameError } from "./errors";
import { afterGiveUp, clockOnJoin, decideMove, gameFromStore, type GameState } from "./game-rules";
import { StaleWriteError, type GameRecord, type StoredMove } from "./game-store";
import { raceGameRecord } from "./new-game";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const RATING = { hardest: "hidden-single", hardestName: "Hidden single", score: 100 } as const;
const STARTS_AT = 1_000_000;
const NOW = STARTS_AT + 60_000;
const STOPPED: ClockState = { activeMs: 5_000, resumedAt: null, pausedByPlayer: false };

const put = (cell: number, digit: number): Move => ({ type: "value", cells: [cell], digit });
const STEP: Move = { type: "step", placements: [{ cell: 2, digit: 4 }], eliminations: [] };

/** A solo game (the race fields cleared) or, with `race`, a racer's game. */
function record(extra: Partial<GameRecord> = {}, race = false): GameRecord {
  const base = raceGameRecord({
    guestId: "guest-rules-0001",
    level: "easy",
    givens: GIVENS,
    solution: SOLUTION,
    rating: RATING,
    mistakeChecking: true,
    race: { raceId: "race-rules", startsAt: STARTS_AT, hintsAllowed: true },
    now: STARTS_AT - 10_000,
  });
  const solo = race ? base : { ...base, race: null, clock: STOPPED, startedAt: null };
  return { ...solo, ...extra };
}

function game(extra: Partial<GameRecord> = {}, log: StoredMove[] = []): GameState {
  const withLog = { ...record(extra), version: log.length, revision: log.length };
  return gameFromStore(withLog, log, true);
}

function refusal(decide: () => unknown): string {
  try {
    decide();
  } catch (error) {
    if (error instanceof GameError) return error.code;
    if (error instanceof StaleWriteError) return "stale";
    throw error;
  }
  return "accepted";
}

describe("decideMove", () => {
  const logged: StoredMove[] = [{ seq: 1, moveId: "logged-0001", move: put(2, 4) }];

  it.each([
    [
      "a moveId reused for another move",
      game({}, logged),
      "logged-0001",
      put(2, 5),
      false,
      ERROR_CODES.conflict,
    ],
    [
      "a game over",
      game({ status: GAME_STATUS.solved }),
      "m1",
      put(2, 4),
      false,
      ERROR_CODES.gameOver,
    ],
    ["givens only", game(), "m1", put(0, 5), false, ERROR_CODES.badRequest],
    [
      "a paused player",
      game({ clock: { ...STOPPED, pausedByPlayer: true } }),
      "m1",
      put(2, 4),
      false,
      ERROR_CODES.badRequest,
    ],
    ["a step never shown, before looking at the store", game(), "m1", STEP, false, "stale"],
    ["a step never shown, as stored", game(), "m1", STEP, true, ERROR_CODES.badRequest],
  ])("refuses %s", (_, state, moveId, move, reloaded, code) => {
    const before = structuredClone(state.record);
    expect(refusal(() => decideMove(state, { moveId, move }, NOW, reloaded))).toBe(code);
    expect(state.record).toEqual(before);
  });

  it("refuses a race game's move before the start instant", () => {
    const racing = gameFromStore(record({}, true), [], true);
    expect(
      refusal(() => decideMove(racing, { moveId: "m1", move: put(2, 4) }, STARTS_AT - 1, false)),
    ).toBe(ERROR_CODES.tooEarly);
  });

  it("acknowledges a retried move again under its seq, whatever the order of its keys", () => {
    const retried = { digit: 4, cells: [2], type: "value" } as Move;
    expect(
      decideMove(game({}, logged), { moveId: "logged-0001", move: retried }, NOW, false),
    ).toEqual({
      kind: "retry",
      seq: 1,
    });
  });

  it("applies a move: next version and revision, the clock restarted and checkpointed", () => {
    const decision = decideMove(game(), { moveId: "m1", move: put(2, 4) }, NOW, false);
    if (decision.kind !== "apply") throw new Error("expected a move to apply");
    expect(decision.next).toMatchObject({
      version: 1,
      revision: 1,
      filled: 1,
      mistakes: 0,
      status: GAME_STATUS.playing,
      clock: { activeMs: 5_000, resumedAt: NOW, pausedByPlayer: false },
      startedAt: new Date(NOW),
    });
    expect(decision.board.cells[2].value).toBe(4);
  });

  it("counts a wrong digit and ends the game at the limit, its clock stopped", () => {
    const running = { activeMs: 0, resumedAt: NOW - 2_000, pausedByPlayer: false };
    const decision = decideMove(
      game({ mistakes: 2, clock: running }),
      { moveId: "m1", move: put(2, 9) },
      NOW,
      false,
    );
    if (decision.kind !== "apply") throw new Error("expected a move to apply");
    expect(decision.next).toMatchObject({
      mistakes: 3,
      status: GAME_STATUS.failed,
      clock: { activeMs: 2_000, resumedAt: null },
      finishedAt: new Date(NOW),
    });
  });
});

describe("clockOnJoin", () => {
  it.each([
    [
      "starts a stopped solo clock",
      record(),
      { activeMs: 5_000, resumedAt: NOW, pausedByPlayer: false },
    ],
    ["holds the player's pause", record({ clock: { ...STOPPED, pausedByPlayer: true } }), null],
    ["leaves a game over alone", record({ status: GAME_STATUS.failed }), null],
    ["leaves a running race clock alone", record({}, true), null],
  ])("%s", (_, stored, expected) => {
    const clock = clockOnJoin(stored, NOW);
    if (expected === null) expect(clock).toBe(stored.clock);
    else expect(clock).toEqual(expected);
  });
});

describe("afterGiveUp", () => {
  it("ends a game being played, unsolved, its time stopped; leaves a game over alone", () => {
    const racing = record({}, true);
    expect(afterGiveUp(racing, true, NOW)).toMatchObject({
      status: GAME_STATUS.failed,
      gaveUp: true,
      forfeited: true,
      clock: { activeMs: NOW - STARTS_AT, resumedAt: null },
      finishedAt: new Date(NOW),
      revision: racing.revision + 1,
    });
    expect(afterGiveUp({ ...racing, status: GAME_STATUS.solved }, false, NOW)).toBeNull();
  });
});
