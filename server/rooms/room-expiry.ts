/**
 * Rooms past their expiry go, unless someone has them open on any process (then they are
 * extended). Every process may sweep at once: the delete is conditional on the expiry still
 * being past, so a room extended meanwhile stays, and a room is deleted once.
 */
import { ROOM_LIMITS } from "@/lib/game/room-protocol";
import type { MemberPresence } from "./member-presence";
import type { RoomStore } from "./room-store";

/** Expired rooms looked at per sweep: a backlog is worked off over several sweeps. */
const ROOMS_PER_SWEEP = 500;

/** Returns the codes of the rooms deleted; a failure is logged and deletes nothing more. */
export async function sweepExpiredRooms(
  store: RoomStore,
  presence: MemberPresence,
  now: number,
  logError: (message: string, error: unknown) => void,
): Promise<string[]> {
  try {
    const at = new Date(now);
    const expired = await store.expiredRooms(at, ROOMS_PER_SWEEP);
    const occupied = await Promise.all(expired.map((code) => presence.occupied(code)));
    const kept = expired.filter((_, i) => occupied[i]);
    const idle = expired.filter((_, i) => !occupied[i]);
    await store.extendRooms(kept, new Date(now + ROOM_LIMITS.emptyLobbyMs));
    return await store.deleteExpired(idle, at);
  } catch (error) {
    logError("sweeping rooms failed", error);
    return [];
  }
}
