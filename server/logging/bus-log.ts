/**
 * Log lines for what happened in the game, from the domain events this process made: a race
 * started or finished, and an account's sessions ended (info). Ids only: a room's puzzle and
 * its solution never reach the log. (Moves are logged at the socket edge, handlers.ts.)
 */
import type { Bus } from "../bus/bus";
import { LOG_KEYS, type Logger } from "./logger";

/** Returns the unsubscribe. */
export function logDomainEvents(bus: Bus, logger: Logger): () => void {
  return bus.subscribe((event, origin) => {
    if (origin !== "local") return;
    switch (event.type) {
      case "RaceStarted":
      case "RaceFinished": {
        const { race } = event;
        logger.info(
          {
            [LOG_KEYS.room]: race.roomCode,
            [LOG_KEYS.race]: race.raceId,
            level: race.level,
            racers: race.racers,
          },
          event.type === "RaceStarted" ? "race started" : "race finished",
        );
        break;
      }
      case "SessionsEnded":
        logger.info({ [LOG_KEYS.player]: event.playerId }, "sessions ended");
        break;
    }
  });
}
