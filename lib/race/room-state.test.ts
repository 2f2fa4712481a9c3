import { describe, expect, it } from "vitest";
import { NO_HINTS } from "../game/protocol";
import {
  DEFAULT_ROOM_SETTINGS,
  type RaceView,
  type RacerProgress,
  type RoomMember,
  type RoomSnapshot,
} from "../game/room-protocol";
import {
  applyProgress,
  applySnapshot,
  nextRoundIn,
  splitMembers,
  startProblem,
} from "./room-state";

const member = (playerId: string, extra: Partial<RoomMember> = {}): RoomMember => ({
  playerId,
  name: playerId.toUpperCase(),
  role: "player",
  ready: false,
  connected: true,
  forfeitsAt: null,
  ...extra,
});

const progress = (playerId: string, filled: number): RacerProgress => ({
  playerId,
  filled,
  status: "playing",
  timeMs: null,
  rank: null,
  mistakes: 0,
  hints: NO_HINTS,
});

const race = (id: string): RaceView => ({
  id,
  round: 1,
  level: "easy",
  startsAt: 1_000,
  toFill: 50,
  gameId: "g1",
  entrants: [
    { playerId: "a", name: "A" },
    { playerId: "b", name: "B" },
  ],
  progress: [progress("a", 0), progress("b", 0)],
  winnerId: null,
  deadlineAt: null,
  finishedAt: null,
  mistakeChecking: false,
  hintsAllowed: true,
});

const room = (version: number, extra: Partial<RoomSnapshot> = {}): RoomSnapshot => ({
  code: "ACDEFG",
  version,
  phase: "racing",
  hostId: "a",
  you: "a",
  settings: DEFAULT_ROOM_SETTINGS,
  members: [member("a"), member("b")],
  race: race("r1"),
  serverNow: 0,
  ...extra,
});

describe("applySnapshot", () => {
  it("keeps the newer room and ignores one that arrived late", () => {
    const v3 = room(3);
    expect(applySnapshot(v3, room(2))).toBe(v3);
    const v4 = room(4);
    expect(applySnapshot(v3, v4)).toBe(v4);
    const again = room(3);
    expect(applySnapshot(v3, again)).toBe(again);
    expect(applySnapshot(null, v3)).toBe(v3);
  });
});

describe("applyProgress", () => {
  const event = (raceId: string, list: RacerProgress[], winnerId: string | null = null) => ({
    code: "ACDEFG",
    raceId,
    progress: list,
    winnerId,
    finishedAt: null,
  });

  it("merges the racers it lists into the current race", () => {
    const next = applyProgress(room(1), event("r1", [progress("b", 12)]));
    expect(next.race?.progress.map((p) => [p.playerId, p.filled])).toEqual([
      ["a", 0],
      ["b", 12],
    ]);
  });

  it("ignores progress of another race", () => {
    const current = room(1);
    expect(applyProgress(current, event("r0", [progress("b", 12)]))).toBe(current);
  });

  it("never takes back a decided winner", () => {
    const won = applyProgress(room(1), event("r1", [], "a"));
    expect(won.race?.winnerId).toBe("a");
    expect(applyProgress(won, event("r1", [], null)).race?.winnerId).toBe("a");
  });

  it("takes the deadline, keeps it from an older server's event, and moves it only earlier", () => {
    const timed = applyProgress(room(1), { ...event("r1", [], "a"), deadlineAt: 90_000 });
    expect(timed.race?.deadlineAt).toBe(90_000);
    expect(applyProgress(timed, event("r1", [])).race?.deadlineAt).toBe(90_000);
    const later = applyProgress(timed, { ...event("r1", []), deadlineAt: 95_000 });
    expect(later.race?.deadlineAt).toBe(90_000);
    // The host ended the round: now.
    const ended = applyProgress(timed, { ...event("r1", []), deadlineAt: 40_000 });
    expect(ended.race?.deadlineAt).toBe(40_000);
  });
});

describe("startProblem", () => {
  it("needs two racers", () => {
    expect(startProblem(room(1, { members: [member("a")] }))).toMatch(/two racers/);
  });

  it("waits for every racer but the host", () => {
    expect(startProblem(room(1))).toBe("Waiting for B to be ready.");
    const three = [member("a"), member("b"), member("c")];
    expect(startProblem(room(1, { members: three }))).toBe("Waiting for 2 racers to be ready.");
    const ready = [member("a"), member("b", { ready: true })];
    expect(startProblem(room(1, { members: ready }))).toBeNull();
  });

  it("does not wait for spectators", () => {
    const members = [member("a"), member("b", { ready: true }), member("s", { role: "spectator" })];
    expect(startProblem(room(1, { members }))).toBeNull();
    expect(splitMembers(members).spectators.map((m) => m.playerId)).toEqual(["s"]);
  });
});

describe("the next round, after a race", () => {
  const after = (members: RoomMember[]) =>
    room(1, { phase: "finished", members: [member("a"), ...members] });

  it("waits for someone besides the host to say they're in, a watcher as well as a racer", () => {
    expect(startProblem(after([member("b")]))).toBe("Waiting for someone to say they're in.");
    const watcher = member("s", { role: "spectator", ready: true });
    expect(startProblem(after([member("b"), watcher]))).toBeNull();
    expect(nextRoundIn(after([member("b"), watcher])).map((m) => m.playerId)).toEqual(["a", "s"]);
  });

  it("never asks for 'at least two players' while someone is in", () => {
    expect(startProblem(after([member("s", { role: "spectator", ready: true })]))).toBeNull();
  });
});
