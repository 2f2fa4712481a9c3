/**
 * Who has a tab open in which room, and the timers that run while a member is away. This is
 * this server's view: with several servers, each knows its own sockets (a member connected
 * elsewhere looks away here), which only affects the dot and the grace timers.
 */
import type { RoomPresence } from "./room-view";

interface Absence {
  at: number;
  timer: ReturnType<typeof setTimeout>;
}

export class Presence {
  private readonly rooms = new Map<string, Map<string, Set<string>>>();
  private readonly absences = new Map<string, Absence>();

  /** A socket of the guest is in the room; true when the guest was away until now. */
  add(code: string, guestId: string, socketId: string): boolean {
    this.cancelAbsence(code, guestId);
    let guests = this.rooms.get(code);
    if (!guests) this.rooms.set(code, (guests = new Map()));
    let sockets = guests.get(guestId);
    if (!sockets) guests.set(guestId, (sockets = new Set()));
    const was = sockets.size;
    sockets.add(socketId);
    return was === 0;
  }

  /** A socket left; true when it was the guest's last one in the room. */
  remove(code: string, guestId: string, socketId: string): boolean {
    const guests = this.rooms.get(code);
    const sockets = guests?.get(guestId);
    if (!guests || !sockets?.delete(socketId)) return false;
    if (sockets.size > 0) return false;
    guests.delete(guestId);
    if (guests.size === 0) this.rooms.delete(code);
    return true;
  }

  /** The guest left the room for good: all their tabs, and any grace timer. */
  forget(code: string, guestId: string): void {
    this.cancelAbsence(code, guestId);
    const guests = this.rooms.get(code);
    guests?.delete(guestId);
    if (guests?.size === 0) this.rooms.delete(code);
  }

  /** How many rooms the guest has a socket in. */
  roomsOf(guestId: string): number {
    let count = 0;
    for (const guests of this.rooms.values()) if (guests.has(guestId)) count++;
    return count;
  }

  connected(code: string, guestId: string): boolean {
    return (this.rooms.get(code)?.get(guestId)?.size ?? 0) > 0;
  }

  /** Runs `then` after `ms` unless the guest comes back first (or another absence replaces it). */
  startAbsence(code: string, guestId: string, at: number, ms: number, then: () => void): void {
    this.cancelAbsence(code, guestId);
    const key = absenceKey(code, guestId);
    const timer = setTimeout(() => {
      if (this.absences.get(key)?.timer !== timer) return;
      this.absences.delete(key);
      then();
    }, ms);
    timer.unref?.();
    this.absences.set(key, { at: at + ms, timer });
  }

  hasAbsence(code: string, guestId: string): boolean {
    return this.absences.has(absenceKey(code, guestId));
  }

  cancelAbsence(code: string, guestId: string): void {
    const key = absenceKey(code, guestId);
    const absence = this.absences.get(key);
    if (!absence) return;
    clearTimeout(absence.timer);
    this.absences.delete(key);
  }

  /** Rooms someone has open here. */
  occupiedRooms(): string[] {
    return [...this.rooms.keys()];
  }

  view(code: string): RoomPresence {
    return {
      connected: (guestId) => this.connected(code, guestId),
      forfeitsAt: (guestId) => this.absences.get(absenceKey(code, guestId))?.at ?? null,
    };
  }

  stats(): { rooms: number; absences: number } {
    return { rooms: this.rooms.size, absences: this.absences.size };
  }

  close(): void {
    for (const absence of this.absences.values()) clearTimeout(absence.timer);
    this.absences.clear();
    this.rooms.clear();
  }
}

function absenceKey(code: string, guestId: string): string {
  return `${code}\u0000${guestId}`;
}
