/**
 * The domain events: every change a service makes that someone else (a socket, a room, a
 * cache in another process) must hear about goes out as one of these, through the bus.
 *
 * Each carries `v`, its shape's version. During a rolling deploy old and new processes share
 * the bus: a process drops (and logs once) an event whose version it does not know instead of
 * misreading it. Bump `v` when a field changes meaning or goes; adding an optional field
 * does not need a bump.
 */
import type { GameUpdated, MoveApplied } from "@/lib/game/protocol";
import type { RaceProgressEvent, RoomReactionEvent, RoomSnapshot } from "@/lib/game/room-protocol";
import type { GameCommitted } from "../games/game-service";
import type { RaceAnnouncement } from "../rooms/race-referee";

/** A game was written (a move, a clock change, an end): its owner, race and new state. */
export interface GameCommittedEvent {
  type: "GameCommitted";
  v: 1;
  game: GameCommitted;
}

/** What the game's tabs must show after a change (clock, status, hints, the end). */
export interface GameUpdatedEvent {
  type: "GameUpdated";
  v: 1;
  update: GameUpdated;
}

/** A move the other tabs of the game apply; `exceptSocket` already has it (its ack). */
export interface MoveAppliedEvent {
  type: "MoveApplied";
  v: 1;
  applied: MoveApplied;
  exceptSocket: string | null;
}

/** A room changed: the room as each member sees it. */
export interface RoomChangedEvent {
  type: "RoomChanged";
  v: 1;
  code: string;
  views: readonly { guestId: string; room: RoomSnapshot }[];
}

/** Racers' progress in a race, batched. */
export interface RaceProgressBusEvent {
  type: "RaceProgress";
  v: 1;
  progress: RaceProgressEvent;
}

/** A reaction sent in a room. */
export interface RoomReactionBusEvent {
  type: "RoomReaction";
  v: 1;
  reaction: RoomReactionEvent;
}

/** Every session of an account ended (signed out everywhere, deleted): its sockets close. */
export interface SessionsEndedEvent {
  type: "SessionsEnded";
  v: 1;
  playerId: string;
  message: string;
}

/** A race began: its room, its puzzle's level and how many race (metrics and logs hear it). */
export interface RaceStartedEvent {
  type: "RaceStarted";
  v: 1;
  race: RaceAnnouncement;
}

/** A race ended and its room moved on to "finished". */
export interface RaceFinishedEvent {
  type: "RaceFinished";
  v: 1;
  race: RaceAnnouncement;
}

export type DomainEvent =
  | GameCommittedEvent
  | GameUpdatedEvent
  | MoveAppliedEvent
  | RoomChangedEvent
  | RaceProgressBusEvent
  | RoomReactionBusEvent
  | SessionsEndedEvent
  | RaceStartedEvent
  | RaceFinishedEvent;

export type DomainEventType = DomainEvent["type"];

/** The version of each event this build reads. */
export const EVENT_VERSIONS: { readonly [T in DomainEventType]: number } = {
  GameCommitted: 1,
  GameUpdated: 1,
  MoveApplied: 1,
  RoomChanged: 1,
  RaceProgress: 1,
  RoomReaction: 1,
  SessionsEnded: 1,
  RaceStarted: 1,
  RaceFinished: 1,
};

/**
 * The events other processes act on, the only ones that ride the bus between processes. The
 * others are for sockets: the process that made one emits it, and socket.io's adapter already
 * carries the emit to every process; sending them on the bus too doubled Redis's traffic per
 * move for listeners that ignore them.
 */
export const CROSS_PROCESS: ReadonlySet<DomainEventType> = new Set(["GameCommitted"]);

/** An event read off the wire that this build understands, or null. */
export function readableEvent(value: unknown): DomainEvent | null {
  if (typeof value !== "object" || value === null) return null;
  const { type, v } = value as { type?: unknown; v?: unknown };
  if (typeof type !== "string" || !Object.hasOwn(EVENT_VERSIONS, type)) return null;
  return EVENT_VERSIONS[type as DomainEventType] === v ? (value as DomainEvent) : null;
}
