import { describe, expect, it } from "vitest";
import type { Move } from "./move";
import { NO_HINTS, type GameSnapshot, type MoveAck } from "./protocol";
import {
  addPendingMove,
  applyAck,
  applyGameUpdate,
  applyRemoteMove,
  elapsedAt,
  hintUnavailable,
  mergeSnapshot,
  moveRefused,
  newMoveId,
  rejectMove,
  sessionFromSnapshot,
  type SessionState,
} from "./session";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

function snapshot(
  moves: Move[] = [],
  extra: Partial<GameSnapshot> = {},
  moveIds: string[] = moves.map((_, i) => `logged${String(i).padStart(4, "0")}`),
): GameSnapshot {
  return {
    id: "game12345",
    level: "easy",
    givens: GIVENS,
    fromVersion: 0,
    moves,
    moveIds,
    version: moves.length,
    status: "playing",
    mistakeChecking: false,
    mistakes: 0,
    hints: NO_HINTS,
    wrongCells: [],
    timer: { elapsedMs: 1000, running: true, paused: false },
    rating: { hardest: "naked-single", hardestName: "Naked single", score: 10 },
    createdAt: "2026-11-22T00:00:00.000Z",
    finishedAt: null,
    solution: null,
    ...extra,
  };
}

const ack = (version: number, extra: Partial<MoveAck> = {}): MoveAck => ({
  version,
  status: "playing",
  mistakes: 0,
  wrongCells: [],
  duplicate: false,
  ...extra,
});

const put = (cell: number, digit: number): Move => ({ type: "value", cells: [cell], digit });
const values = (s: SessionState) => s.board.cells.map((c) => c.value);

describe("session", () => {
  it("replays the snapshot's log, undo history included", () => {
    const s = sessionFromSnapshot(snapshot([put(2, 4), put(3, 6), { type: "undo" }]), 0);
    expect(s.board.cells[2].value).toBe(4);
    expect(s.board.cells[3].value).toBe(0);
    expect(s.board.future).toHaveLength(1);
    expect(s.version).toBe(3);
  });

  it("shows a move at once and confirms it on its ack", () => {
    let s = sessionFromSnapshot(snapshot(), 0);
    s = addPendingMove(s, { moveId: "aaaaaaaa", move: put(2, 4) });
    expect(values(s)[2]).toBe(4);
    expect(s.confirmed.cells[2].value).toBe(0);
    s = applyAck(s, "aaaaaaaa", ack(1));
    expect(s.pending).toHaveLength(0);
    expect(s.confirmed.cells[2].value).toBe(4);
    expect(s.version).toBe(1);
    expect(s.needsResync).toBe(false);
  });

  it("rebases pending moves over another tab's move", () => {
    let s = sessionFromSnapshot(snapshot(), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 4) });
    s = applyRemoteMove(s, {
      gameId: s.gameId,
      version: 1,
      moveId: "other001",
      move: put(3, 6),
      status: "playing",
      mistakes: 0,
      wrongCells: [],
    });
    expect(values(s)[2]).toBe(4);
    expect(values(s)[3]).toBe(6);
    expect(s.confirmed.cells[2].value).toBe(0);
    // Our ack now carries version 2, right after the remote move.
    s = applyAck(s, "mine0001", ack(2));
    expect(s.version).toBe(2);
    expect(s.needsResync).toBe(false);
    expect(s.confirmed.cells[2].value).toBe(4);
  });

  it("asks for a resync on a version gap", () => {
    let s = sessionFromSnapshot(snapshot(), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 4) });
    s = applyAck(s, "mine0001", ack(3));
    expect(s.needsResync).toBe(true);
  });

  it("ignores a remote move it already has, and asks for a resync past a gap", () => {
    const s = sessionFromSnapshot(snapshot([put(2, 4)]), 0);
    const event = {
      gameId: s.gameId,
      moveId: "other001",
      move: put(2, 4),
      status: "playing" as const,
      mistakes: 0,
      wrongCells: [],
    };
    expect(applyRemoteMove(s, { ...event, version: 1 })).toBe(s);
    expect(applyRemoteMove(s, { ...event, version: 5 }).needsResync).toBe(true);
  });

  it("drops a refused move and keeps the others after a resync", () => {
    let s = sessionFromSnapshot(snapshot(), 0);
    s = addPendingMove(s, { moveId: "bad00001", move: put(2, 4) });
    s = addPendingMove(s, { moveId: "good0001", move: put(3, 6) });
    s = rejectMove(s, "bad00001");
    expect(s.needsResync).toBe(true);
    expect(values(s)[2]).toBe(0);
    expect(values(s)[3]).toBe(6);
    const fresh = sessionFromSnapshot(snapshot(), 5, s.pending);
    expect(fresh.needsResync).toBe(false);
    expect(values(fresh)[3]).toBe(6);
  });

  it("drops a retried move the fresh snapshot already holds", () => {
    let s = sessionFromSnapshot(snapshot([put(2, 4)]), 0, [
      { moveId: "mine0001", move: put(2, 4) },
    ]);
    s = applyAck(s, "mine0001", ack(1, { duplicate: true }));
    expect(s.pending).toHaveLength(0);
    expect(s.version).toBe(1);
    expect(values(s)[2]).toBe(4);
  });

  it("does not apply twice a pending move the resync snapshot already holds", () => {
    // A corner mark toggles: applied twice it would vanish. Its ack is still on the way when
    // the snapshot (which holds it) arrives.
    const mark: Move = { type: "corner", cells: [2], digit: 7 };
    let s = sessionFromSnapshot(snapshot(), 0);
    s = addPendingMove(s, { moveId: "mark0001", move: mark });
    s = addPendingMove(s, { moveId: "put00001", move: put(3, 6) });
    const fresh = sessionFromSnapshot(snapshot([mark], {}, ["mark0001"]), 5, s.pending);
    expect(fresh.pending.map((p) => p.moveId)).toEqual(["put00001"]);
    expect(fresh.board.cells[2].corner).toBe(1 << 6);
    expect(values(fresh)[3]).toBe(6);
    expect(applyAck(fresh, "mark0001", ack(1, { duplicate: true }))).toBe(fresh);
  });

  it("takes status and mistakes from acks", () => {
    let s = sessionFromSnapshot(snapshot([], { mistakeChecking: true }), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 9) });
    s = applyAck(s, "mine0001", ack(1, { mistakes: 1, wrongCells: [2] }));
    expect(s.mistakes).toBe(1);
    expect(s.wrongCells).toEqual([2]);
  });

  it("ticks the timer locally only while it runs", () => {
    let s = sessionFromSnapshot(snapshot(), 100);
    expect(elapsedAt(s, 600)).toBe(1500);
    s = applyGameUpdate(
      s,
      {
        gameId: s.gameId,
        status: "playing",
        mistakes: 0,
        hints: NO_HINTS,
        timer: { elapsedMs: 2000, running: false, paused: false },
        finishedAt: null,
        solution: null,
      },
      700,
    );
    expect(elapsedAt(s, 5000)).toBe(2000);
  });

  it("makes move ids the protocol accepts", () => {
    const id = newMoveId((b) => b.fill(171));
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(id).toHaveLength(32);
  });
});

describe("session undo", () => {
  it("undoes a pending move on top of the confirmed board, and confirms both in order", () => {
    let s = sessionFromSnapshot(snapshot(), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 4) });
    s = addPendingMove(s, { moveId: "mine0002", move: { type: "undo" } });
    expect(values(s)[2]).toBe(0);
    expect(s.board.future).toHaveLength(1);
    s = applyAck(s, "mine0001", ack(1));
    expect(values(s)[2]).toBe(0);
    s = applyAck(s, "mine0002", ack(2));
    expect(s.confirmed.cells[2].value).toBe(0);
    expect(s.confirmed.future).toHaveLength(1);
    expect(s.pending).toHaveLength(0);
  });
});

describe("session after a reconnect", () => {
  const tail = (from: number, moves: Move[], ids: string[], extra: Partial<GameSnapshot> = {}) =>
    snapshot(moves, { fromVersion: from, version: from + moves.length, ...extra }, ids);

  it("appends a tail snapshot's moves to the confirmed board", () => {
    const before = sessionFromSnapshot(snapshot([put(2, 4)]), 0);
    const after = mergeSnapshot(before, tail(1, [put(3, 6)], ["other000000001"]), 5);
    expect(after?.version).toBe(2);
    expect(values(after!).slice(2, 4)).toEqual([4, 6]);
    expect(after?.confirmed.cells[3].value).toBe(6);
  });

  it("keeps the pending moves the tail lacks, and drops those it holds", () => {
    let s = sessionFromSnapshot(snapshot([put(2, 4)]), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(3, 6) });
    s = addPendingMove(s, { moveId: "mine0002", move: put(5, 8) });
    // The first move reached the server before the socket dropped; its ack did not come back.
    const after = mergeSnapshot(s, tail(1, [put(3, 6)], ["mine0001"]), 5)!;
    expect(after.pending.map((p) => p.moveId)).toEqual(["mine0002"]);
    expect(after.version).toBe(2);
    expect(values(after)[3]).toBe(6);
    expect(values(after)[5]).toBe(8);
    expect(after.confirmed.cells[5].value).toBe(0);
  });

  it("keeps every pending move when the log has none of them, ready to be sent again", () => {
    let s = sessionFromSnapshot(snapshot([]), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 4) });
    const after = mergeSnapshot(s, snapshot([]), 5)!;
    expect(after.pending).toEqual([{ moveId: "mine0001", move: put(2, 4) }]);
    expect(values(after)[2]).toBe(4);
  });

  it("refuses a tail that does not start at its confirmed version", () => {
    const s = sessionFromSnapshot(snapshot([put(2, 4)]), 0);
    expect(mergeSnapshot(s, tail(3, [put(3, 6)], ["x0000001"]), 5)).toBeNull();
    expect(mergeSnapshot(null, tail(1, [put(3, 6)], ["x0000001"]), 5)).toBeNull();
  });

  it("replaces the board with a full snapshot", () => {
    const s = sessionFromSnapshot(snapshot([put(2, 4)]), 0);
    const after = mergeSnapshot(s, snapshot([put(3, 6)]), 5)!;
    expect(values(after)[2]).toBe(0);
    expect(values(after)[3]).toBe(6);
  });

  it("keeps a move refused as a conflict and has it to send again after the resync", () => {
    let s = sessionFromSnapshot(snapshot([]), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 4) });
    s = moveRefused(s, "mine0001", "conflict");
    expect(s.needsResync).toBe(true);
    expect(values(s)[2]).toBe(4);
    // Another server's move won the race: the fresh log holds it, not ours.
    const after = mergeSnapshot(s, snapshot([put(3, 6)], {}, ["other0001"]), 5)!;
    expect(after.needsResync).toBe(false);
    expect(after.pending).toEqual([{ moveId: "mine0001", move: put(2, 4) }]);
    expect(values(after).slice(2, 4)).toEqual([4, 6]);
  });

  it("drops a conflicted move after the resync when the log already holds its moveId", () => {
    let s = sessionFromSnapshot(snapshot([]), 0);
    s = addPendingMove(s, { moveId: "mine0001", move: put(2, 4) });
    s = moveRefused(s, "mine0001", "conflict");
    const after = mergeSnapshot(s, snapshot([put(2, 4)], {}, ["mine0001"]), 5)!;
    expect(after.pending).toEqual([]);
    expect(after.version).toBe(1);
    expect(values(after)[2]).toBe(4);
  });

  it("keeps a move the server was too busy for, and drops one it will never take", () => {
    let s = sessionFromSnapshot(snapshot([]), 0);
    s = addPendingMove(s, { moveId: "busy0001", move: put(2, 4) });
    s = addPendingMove(s, { moveId: "bad00001", move: put(3, 6) });
    s = moveRefused(s, "busy0001", "rate_limited");
    s = moveRefused(s, "bad00001", "bad_request");
    expect(s.pending.map((p) => p.moveId)).toEqual(["busy0001"]);
    expect(values(s).slice(2, 4)).toEqual([4, 0]);
    expect(s.needsResync).toBe(true);
  });

  it("carries the solution and the paused clock", () => {
    const s = sessionFromSnapshot(
      snapshot([], { timer: { elapsedMs: 5, running: false, paused: true } }),
      0,
    );
    expect(s.timer.paused).toBe(true);
    expect(s.solution).toBeNull();
    const over = applyGameUpdate(
      s,
      {
        gameId: s.gameId,
        status: "failed",
        mistakes: 3,
        hints: NO_HINTS,
        timer: { elapsedMs: 5, running: false, paused: false },
        finishedAt: "2026-11-22T00:00:00.000Z",
        solution: "1".repeat(81),
      },
      1,
    );
    expect(over.solution).toBe("1".repeat(81));
  });

  it("says why a hint is unavailable", () => {
    const s = sessionFromSnapshot(snapshot([]), 0);
    expect(hintUnavailable(s, true)).toBeNull();
    expect(hintUnavailable(s, false)).toMatch(/reconnecting/i);
    expect(hintUnavailable({ ...s, status: "solved" }, true)).toMatch(/over/i);
    expect(
      hintUnavailable({ ...s, timer: { elapsedMs: 0, running: false, paused: true } }, true),
    ).toMatch(/paused/i);
  });
});
