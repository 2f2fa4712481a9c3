/**
 * The socket edge of the daily challenge: `daily:start` opens (or resumes) the player's
 * attempt at today's daily. A new attempt costs a game row, so it pays the create quota;
 * resuming one does not (a player with many tabs must not lock themselves out).
 */
import { startDailySchema } from "@/lib/game/schemas";
import type { DailyService } from "../daily/daily-service";
import type { Listen } from "./listen";

export function registerDailyHandlers(
  on: Listen,
  context: { playerId: string; daily: DailyService; chargeCreate: () => Promise<void> },
): void {
  on("daily:start", startDailySchema, async ({ date }) => {
    return context.daily.start(context.playerId, date, context.chargeCreate);
  });
}
