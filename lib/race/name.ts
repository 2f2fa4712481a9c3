import { ROOM_LIMITS } from "../game/room-protocol";

/** Where the browser remembers the player's display name between rooms. */
export const NAME_STORAGE_KEY = "nonet.name";

/**
 * A display name as the server will store it (the same steps as `displayNameSchema`, without
 * zod, which stays out of the page): NFC, runs of spaces made one, trimmed.
 *
 * @example
 * cleanName("  Ada   Lovelace ") // "Ada Lovelace"
 */
export function cleanName(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/g, " ").trim();
}

/**
 * Why a cleaned name would be refused, in words for the player; null when it is fine. The
 * server checks again; this only saves a round trip and says it sooner.
 */
export function nameProblem(name: string): string | null {
  if (name.length < ROOM_LIMITS.nameMin) return "Enter a name.";
  if (name.length > ROOM_LIMITS.nameMax) {
    return `A name is at most ${ROOM_LIMITS.nameMax} characters.`;
  }
  if (!/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}]+$/u.test(name))
    return "A name cannot hold control characters.";
  return null;
}
