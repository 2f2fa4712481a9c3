/**
 * Persistence of race rooms and races. The database is the truth: a server reads a room before
 * each change and writes it back only if nobody wrote it meanwhile (`version`), so several
 * servers can serve one room.
 */
import type { GameStatus, HintCounts, Level } from "@/lib/game/protocol";
import type { RoomPhase, RoomSettings } from "@/lib/game/room-protocol";
import type { GameRecord } from "../games/game-store";

export interface MemberRecord {
  readonly guestId: string;
  readonly playerId: string;
  readonly name: string;
  readonly role: "player" | "spectator";
  readonly ready: boolean;
  readonly seat: number;
  /**
   * Set when the member's last tab closed: past it they are taken out of the room (a racer
   * forfeits) unless connected again by then. A stored deadline, so whichever process sees it
   * pass acts, once, with a conditional write. Null while connected.
   */
  readonly awayUntil: number | null;
}

export interface RoomRecord {
  readonly code: string;
  /** The host's playerId. */
  readonly hostId: string;
  readonly settings: RoomSettings;
  readonly phase: RoomPhase;
  readonly raceId: string | null;
  readonly round: number;
  /** Writes so far; a write of version n succeeds only over version n - 1. */
  readonly version: number;
  readonly expiresAt: Date;
  /** In seat order. */
  readonly members: readonly MemberRecord[];
  /** Guests the host sent away: they cannot join this room again. */
  readonly banned: readonly string[];
}

/** A racer as the race started: names are kept as they were then, for results and replays. */
export interface Entrant {
  readonly playerId: string;
  readonly guestId: string;
  readonly name: string;
}

export interface RaceRecord {
  readonly id: string;
  readonly roomCode: string;
  readonly round: number;
  readonly level: Level;
  readonly givens: string;
  readonly solution: string;
  readonly rating: GameRecord["rating"];
  readonly mistakeChecking: boolean;
  readonly hintsAllowed: boolean;
  readonly entrants: readonly Entrant[];
  readonly startsAt: number;
  /** A playerId, set once. */
  readonly winnerId: string | null;
  /** When the winner's grid was solved (the server's instant). */
  readonly winnerAt: number | null;
  /** When the round ends for those still racing (see lib/race/deadline.ts); null before. */
  readonly deadlineAt: number | null;
  readonly finishedAt: number | null;
}

/** One racer's game, as the standings need it. */
export interface RacerGame {
  readonly gameId: string;
  readonly guestId: string;
  readonly filled: number;
  readonly status: GameStatus;
  readonly gaveUp: boolean;
  readonly forfeited: boolean;
  readonly mistakes: number;
  readonly hints: HintCounts;
  readonly finishedAt: number | null;
}

/** The room changed since it was read: nothing was written. */
export class StaleRoomError extends Error {
  constructor(code: string) {
    super(`room ${code} changed since it was read`);
    this.name = "StaleRoomError";
  }
}

export interface RoomStore {
  /** Inserts a new room; false when the code is taken. */
  insertRoom(room: RoomRecord): Promise<boolean>;
  loadRoom(code: string): Promise<RoomRecord | null>;
  /** Writes the room and its members if the stored room is at `room.version - 1`. */
  saveRoom(room: RoomRecord): Promise<void>;
  /** As saveRoom, and in the same transaction inserts the race and its racers' games. */
  startRace(room: RoomRecord, race: RaceRecord, games: readonly GameRecord[]): Promise<void>;
  loadRace(raceId: string): Promise<RaceRecord | null>;
  raceGames(raceId: string): Promise<RacerGame[]>;
  /**
   * Settles the race from its stored games, in one transaction, conditionally: a solved game
   * and no winner gives the first solver the win; every game over finishes it. The write that
   * ends a racer's game does this itself; this catches what an interrupted or older server
   * left. True when something changed.
   */
  settleRace(raceId: string): Promise<boolean>;
  /**
   * Races that need settling (see settleRace), or that are finished while their room still
   * shows them running; at most `limit`.
   */
  unsettledRaces(limit: number): Promise<string[]>;
  /**
   * Sets the race's deadline to `at` if it is not finished and has no deadline or a later one
   * (the host ending the round pulls it to now); conditional, so processes that compute the
   * same deadline write it once. True when this call wrote it.
   */
  setRaceDeadline(raceId: string, at: number): Promise<boolean>;

  /** Unfinished races whose deadline has passed; at most `limit`. */
  dueRaces(now: Date, limit: number): Promise<string[]>;
  /**
   * Unfinished races with a winner and no deadline (the process that saw the win died before
   * writing it); at most `limit`.
   */
  untimedRaces(limit: number): Promise<string[]>;
  /** Pushes the expiry of rooms people are in to at least `until`. */
  extendRooms(codes: readonly string[], until: Date): Promise<void>;
  /** Rooms past their expiry; at most `limit`. */
  expiredRooms(now: Date, limit: number): Promise<string[]>;
  /**
   * Deletes those of `codes` still past their expiry (one extended meanwhile stays; their
   * races and games stay); returns the codes deleted.
   */
  deleteExpired(codes: readonly string[], now: Date): Promise<string[]>;
  /** Members whose away deadline has passed, as room code and guest; at most `limit`. */
  dueAbsences(now: Date, limit: number): Promise<{ code: string; guestId: string }[]>;
  /**
   * Racers of running races with no away deadline, as room code and guest; at most `limit`.
   * Those not connected anywhere lost their link without a disconnect (their process died):
   * the sweep gives them a deadline.
   */
  untimedRacers(limit: number): Promise<{ code: string; guestId: string }[]>;
  /**
   * Pushes every deadline already past to `until`: at start-up, members whose link went with
   * a server that was down get their grace again instead of being forfeited on the spot.
   */
  renewOverdueAbsences(now: Date, until: Date): Promise<number>;
}
