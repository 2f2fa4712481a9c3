/**
 * The one way a game's changes leave the game service: domain events on the bus. The fan-out
 * (server/realtime/fan-out.ts) takes them to the game's sockets in every process; rooms follow
 * their racers' GameCommitted; other processes drop their stale copies on it.
 */
import type { GameUpdated, MoveApplied } from "@/lib/game/protocol";
import type { Bus } from "../bus/bus";
import type { DomainEvent } from "../bus/events";
import type { GameRecord } from "./game-store";
import { committedOf } from "./game-views";

export class GamePublisher {
  constructor(
    private readonly bus: Bus,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  /** After every write: the game's new state, for rooms and other processes' caches. */
  committed(record: GameRecord): void {
    this.publish(record.id, { type: "GameCommitted", v: 1, game: committedOf(record) });
  }

  /** What the game's tabs must show; returned for the caller's result. */
  updated(update: GameUpdated): GameUpdated {
    this.publish(update.gameId, { type: "GameUpdated", v: 1, update });
    return update;
  }

  /** A move for the game's tabs but `exceptTab`, which has its ack. */
  moveApplied(applied: MoveApplied, exceptTab: string | null): void {
    this.publish(applied.gameId, { type: "MoveApplied", v: 1, applied, exceptSocket: exceptTab });
  }

  private publish(gameId: string, event: DomainEvent): void {
    try {
      this.bus.publish(event);
    } catch (error) {
      // The write is done and acknowledged: a failure to tell must not undo it.
      this.logError(`publishing ${event.type} of game ${gameId} failed`, error);
    }
  }
}
