import { NO_HINTS } from "../game/protocol";
import {
  DEFAULT_ROOM_SETTINGS,
  type RaceView,
  type RacerProgress,
  type RoomMember,
  type RoomSnapshot,
} from "../game/room-protocol";

/** Rooms and races as the server sends them, for the race tests (lib and components). */
export const racer = (playerId: string, extra: Partial<RacerProgress> = {}): RacerProgress => ({
  playerId,
  filled: 0,
  status: "playing",
  timeMs: null,
  rank: null,
  mistakes: 0,
  hints: NO_HINTS,
  ...extra,
});

export const member = (
  playerId: string,
  name: string,
  extra: Partial<RoomMember> = {},
): RoomMember => ({
  playerId,
  name,
  role: "player",
  ready: true,
  connected: true,
  forfeitsAt: null,
  ...extra,
});

export function raceOf(progress: RacerProgress[], extra: Partial<RaceView> = {}): RaceView {
  return {
    id: "race-1",
    round: 1,
    level: "easy",
    startsAt: 0,
    toFill: 50,
    gameId: "g1",
    entrants: progress.map((p) => ({ playerId: p.playerId, name: p.playerId })),
    progress,
    winnerId: null,
    deadlineAt: null,
    finishedAt: null,
    mistakeChecking: false,
    hintsAllowed: true,
    ...extra,
  };
}

export function roomOf(
  race: RaceView,
  members: RoomMember[],
  you: string,
  hostId = "a",
): RoomSnapshot {
  return {
    code: "ACDEFG",
    version: 1,
    phase: race.finishedAt ? "finished" : "racing",
    hostId,
    you,
    settings: DEFAULT_ROOM_SETTINGS,
    members,
    race,
    serverNow: 0,
  };
}
