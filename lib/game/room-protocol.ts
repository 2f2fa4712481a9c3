/**
 * The race-room half of the wire protocol: rooms, lobbies, races, progress and replays. Like
 * `protocol.ts`, free of zod (the page imports it); `schemas.ts` parses every payload.
 *
 * A room is the lobby behind an invite code. Each race in it ("round") is one puzzle, with one
 * ordinary game per racer: moves still go through `move:submit` into the racer's own game.
 */
import type { Level } from "../sudoku/level";
import type { Move } from "./move";
import type { Ack, HintCounts } from "./protocol-core";
import type { GameStatus } from "./rules";

/** Room codes are read aloud: 6 characters with no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const ROOM_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const ROOM_CODE_LENGTH = 6;

export const ROOM_LIMITS = {
  minPlayers: 2,
  maxPlayers: 8,
  /** Display names, after trimming. */
  nameMin: 1,
  nameMax: 32,
  /** Spectators per room (racers are capped by the room's setting). */
  spectators: 50,
  /** Seconds of countdown before the puzzle appears. */
  countdownMs: 3_000,
  /** A racer whose last connection dropped has this long to come back before forfeiting. */
  reconnectGraceMs: 2 * 60_000,
  /** An empty lobby is swept this long after its last change. */
  emptyLobbyMs: 30 * 60_000,
  /** A finished room is swept this long after the race ended (the race and replay stay). */
  finishedRoomMs: 24 * 60 * 60_000,
  /** Rooms one tab (socket) may be in at once: a page shows one room. */
  roomsPerSocket: 8,
  /** Rooms one player may have open at once, over all their tabs. */
  roomsPerGuest: 16,
} as const;

/** Reactions are picked from this set; nothing else is relayed. */
export const REACTIONS = ["👍", "🎉", "😮", "😅", "🔥", "🐢"] as const;
export type Reaction = (typeof REACTIONS)[number];

export const ROOM_PHASES = ["lobby", "racing", "finished"] as const;
/** `racing` covers the countdown too: the race has begun once `now >= race.startsAt`. */
export type RoomPhase = (typeof ROOM_PHASES)[number];

export interface RoomSettings {
  level: Level;
  /** 2..8 racers. */
  maxPlayers: number;
  mistakeChecking: boolean;
  hintsAllowed: boolean;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  level: "easy",
  maxPlayers: 8,
  mistakeChecking: false,
  hintsAllowed: true,
};

export interface RoomMember {
  /** Public id within the room (never the guest id). */
  playerId: string;
  name: string;
  role: "player" | "spectator";
  /**
   * In the lobby: ready to race. After a race (phase `finished`): "I'm in" for the next round,
   * whether they raced or watched; those not in watch the next round.
   */
  ready: boolean;
  /** Has at least one tab connected now. */
  connected: boolean;
  /** Epoch ms a disconnected racer forfeits at, when a race is on; else null. */
  forfeitsAt: number | null;
}

/**
 * How a racer's race stands. `gaveUp`, `forfeited` and `dnf` (still racing when the round
 * ended: its deadline passed, or the host ended it) count as finished without a time.
 */
export type RacerStatus = GameStatus | "gaveUp" | "forfeited" | "dnf";

export interface RacerProgress {
  playerId: string;
  /** Cells filled (never cells correct) out of `RaceView.toFill`. */
  filled: number;
  status: RacerStatus;
  /** Server time from the start to the correct grid; null until solved. */
  timeMs: number | null;
  /** Finishing order among the solved (1 = the winner); null until solved. */
  rank: number | null;
  mistakes: number;
  /** Hints received; counted by the server. */
  hints: HintCounts;
}

export interface RaceView {
  id: string;
  round: number;
  level: Level;
  /** Server epoch ms when the puzzle appears; before it, the countdown. */
  startsAt: number;
  /** Empty cells of the puzzle. */
  toFill: number;
  /** The requesting player's own game in this race; null for a spectator. */
  gameId: string | null;
  /** Racers at the start, in seat order, with names as they were then. */
  entrants: { playerId: string; name: string }[];
  progress: RacerProgress[];
  /** Decided once, by the server: the first correct grid. */
  winnerId: string | null;
  /**
   * Server epoch ms the round ends for those still racing: set once the first racer finishes
   * (or now, when the host ends the round); null before.
   */
  deadlineAt: number | null;
  /** Set when every racer has solved, lost, given up or forfeited, or the deadline passed. */
  finishedAt: number | null;
  mistakeChecking: boolean;
  hintsAllowed: boolean;
}

/** Everything a client needs to show a room; sent whole on join and on every change. */
export interface RoomSnapshot {
  code: string;
  /** Rises with every change to the room (not to progress): older snapshots are ignored. */
  version: number;
  phase: RoomPhase;
  hostId: string;
  /** The requesting client's own id in the room. */
  you: string;
  settings: RoomSettings;
  /** Racers and spectators, in seat order. */
  members: RoomMember[];
  /** The race being played, or the last one; null before the first start. */
  race: RaceView | null;
  /** Server epoch ms when this snapshot was made: the client's clock offset. */
  serverNow: number;
}

// ---------------------------------------------------------------- payloads

export interface CreateRoomInput {
  name: string;
  settings?: Partial<RoomSettings>;
}

export interface RoomCodeInput {
  code: string;
}

export interface JoinRoomInput {
  code: string;
  name: string;
}

export interface RoomSettingsInput {
  code: string;
  settings: Partial<RoomSettings>;
}

export interface RoomReadyInput {
  code: string;
  ready: boolean;
}

export interface RoomNameInput {
  code: string;
  name: string;
}

export interface RoomHostInput {
  code: string;
  playerId: string;
}

export interface RoomReactInput {
  code: string;
  reaction: Reaction;
}

export interface ReplayInput {
  raceId: string;
}

// ---------------------------------------------------------------- server events

/** Progress of one race, coalesced: at most a few per second per room. */
export interface RaceProgressEvent {
  code: string;
  raceId: string;
  progress: RacerProgress[];
  winnerId: string | null;
  /** See RaceView.deadlineAt; absent from servers older than the deadline. */
  deadlineAt?: number | null;
  finishedAt: number | null;
}

export interface RoomReactionEvent {
  code: string;
  playerId: string;
  reaction: Reaction;
  at: number;
}

// ---------------------------------------------------------------- replay

export interface ReplayMove {
  /** Ms since the race started. */
  atMs: number;
  /** The move as logged (digits, notes, undo...). */
  move: Move;
}

export interface ReplayRacer {
  playerId: string;
  name: string;
  status: RacerStatus;
  timeMs: number | null;
  rank: number | null;
  mistakes: number;
  hints: HintCounts;
  moves: ReplayMove[];
}

/** A finished race as the replay page shows it: only once the race is over. */
export interface ReplayData {
  raceId: string;
  round: number;
  level: Level;
  givens: string;
  solution: string;
  rating: { hardest: string; hardestName: string; score: number };
  startsAt: number;
  finishedAt: number;
  winnerId: string | null;
  racers: ReplayRacer[];
}

// ---------------------------------------------------------------- events

export interface RoomClientEvents {
  "room:create": (payload: CreateRoomInput, ack: (result: Ack<{ code: string }>) => void) => void;
  /** Joins as a racer in the lobby (when there is a seat), else as a spectator; a member
   * coming back (a reload, a second tab, after a restart) keeps their place. */
  "room:join": (payload: JoinRoomInput, ack: (result: Ack<{ room: RoomSnapshot }>) => void) => void;
  /** Leaves for good (the lobby seat is freed; a racer mid-race forfeits). */
  "room:leave": (payload: RoomCodeInput, ack: (result: Ack<object>) => void) => void;
  /** This tab stops showing the room (the page moved on): as if the tab had closed, the
   * member stays and their other tabs go on; a room this tab is not in is a no-op. */
  "room:unwatch": (payload: RoomCodeInput, ack: (result: Ack<object>) => void) => void;
  /** The host, in the lobby. */
  "room:settings": (
    payload: RoomSettingsInput,
    ack: (result: Ack<{ room: RoomSnapshot }>) => void,
  ) => void;
  /** In the lobby, a racer is ready; after a race, any member is in for the next round (or,
   * false, sits it out). */
  "room:ready": (
    payload: RoomReadyInput,
    ack: (result: Ack<{ room: RoomSnapshot }>) => void,
  ) => void;
  "room:name": (payload: RoomNameInput, ack: (result: Ack<{ room: RoomSnapshot }>) => void) => void;
  /** The host sends a member away for this room (a stranger holding a seat): lobby only. */
  "room:kick": (payload: RoomHostInput, ack: (result: Ack<{ room: RoomSnapshot }>) => void) => void;
  /** The host hands hosting to another racer. */
  "room:host": (payload: RoomHostInput, ack: (result: Ack<{ room: RoomSnapshot }>) => void) => void;
  /** The host starts the countdown (every other racer ready, at least two racers). From a
   * finished race it is the next round: the host and the members who said they're in race a
   * new puzzle; everyone else watches it. */
  "room:start": (
    payload: RoomCodeInput,
    ack: (result: Ack<{ room: RoomSnapshot }>) => void,
  ) => void;
  /** The host takes a finished room back to the lobby (ready flags cleared). */
  "room:lobby": (
    payload: RoomCodeInput,
    ack: (result: Ack<{ room: RoomSnapshot }>) => void,
  ) => void;
  "room:react": (payload: RoomReactInput, ack: (result: Ack<object>) => void) => void;
  /** The host ends the round once someone has finished: those still racing did not finish. */
  "race:end": (payload: RoomCodeInput, ack: (result: Ack<{ room: RoomSnapshot }>) => void) => void;
  /** A racer gives up the current race. */
  "race:give-up": (
    payload: RoomCodeInput,
    ack: (result: Ack<{ room: RoomSnapshot }>) => void,
  ) => void;
  "replay:get": (payload: ReplayInput, ack: (result: Ack<{ replay: ReplayData }>) => void) => void;
}

export interface RoomServerEvents {
  /** The room changed (members, settings, phase, a race started or ended): the whole room,
   * as this member sees it (sent on each member's own channel, so `you` and `gameId` fit). */
  "room:updated": (room: RoomSnapshot) => void;
  "race:progress": (event: RaceProgressEvent) => void;
  "room:reaction": (event: RoomReactionEvent) => void;
}
