import { describe, expect, it } from "vitest";
import type { RoomSnapshot } from "../game/room-protocol";
import { member, raceOf, roomOf } from "./fixtures";
import { readyClearedReason } from "./ready-cleared";

const NAMES = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  expert: "Expert",
  extreme: "Extreme",
};

const lobby = (beaReady: boolean, extra: Partial<RoomSnapshot["settings"]> = {}): RoomSnapshot => {
  const room = roomOf(
    raceOf([]),
    [member("a", "Ada"), member("b", "Bea", { ready: beaReady })],
    "b",
  );
  return { ...room, phase: "lobby", race: null, settings: { ...room.settings, ...extra } };
};

describe("readyClearedReason", () => {
  it("names the host and what they changed when the change took your ready", () => {
    expect(readyClearedReason(lobby(true), lobby(false, { level: "hard" }), NAMES)).toBe(
      "Ada changed the level to Hard: press I'm ready again.",
    );
  });

  it("says every change at once", () => {
    const before = lobby(true, { mistakeChecking: false, hintsAllowed: true });
    const after = lobby(false, { level: "expert", mistakeChecking: true, hintsAllowed: false });
    expect(readyClearedReason(before, after, NAMES)).toBe(
      "Ada changed the level to Expert, turned mistake checking on and turned hints off: press I'm ready again.",
    );
  });

  it("says nothing when you were not ready, undid it yourself, or nothing changed", () => {
    expect(readyClearedReason(lobby(false), lobby(false, { level: "hard" }), NAMES)).toBeNull();
    expect(readyClearedReason(lobby(true), lobby(false), NAMES)).toBeNull();
    expect(readyClearedReason(lobby(true), lobby(true, { level: "hard" }), NAMES)).toBeNull();
  });
});
