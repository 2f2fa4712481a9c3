/**
 * A race's stored entrants (`Race.entrants`: `[{ playerId, guestId, name }]`, as they were at
 * the start), read from the JSON column: the public racer id and the owner of the game map to
 * each other through it.
 */
import type { Prisma } from "../generated/prisma/client";

type EntrantKey = "playerId" | "guestId";

function entrantField(
  entrants: Prisma.JsonValue,
  by: EntrantKey,
  value: string,
  want: EntrantKey,
): string | null {
  if (!Array.isArray(entrants)) return null;
  for (const item of entrants) {
    if (!item || typeof item !== "object" || Array.isArray(item)) continue;
    const found = item[want];
    if (item[by] === value && typeof found === "string") return found;
  }
  return null;
}

/** The guest id behind a racer's public id. */
export const entrantGuestId = (entrants: Prisma.JsonValue, playerId: string): string | null =>
  entrantField(entrants, "playerId", playerId, "guestId");

/** The public id of the racer behind a guest id. */
export const entrantPlayerId = (entrants: Prisma.JsonValue, guestId: string): string | null =>
  entrantField(entrants, "guestId", guestId, "playerId");
