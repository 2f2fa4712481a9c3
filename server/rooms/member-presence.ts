/**
 * Who has a tab open in which room, across every process: the lobby's dots, the start rule's
 * "is everyone here", whether an away racer's deadline may forfeit them, and a player's cap of
 * open rooms. Built on PresenceSets (memory for one process, Redis for several), so a friend
 * whose tab landed on another process is as present here as one connected to this one.
 *
 * Each tab is one entry (`guest\0socket` in the room's set, `code\0socket` in the guest's), never
 * a per-guest flag: no process has to decide by read-then-write that a guest's last tab went,
 * which two processes would race on. Whether a guest is here is read from the union of entries.
 */
import type { PresenceSets } from "../presence/presence-sets";

const SEPARATOR = "\u0000";

export class MemberPresence {
  constructor(private readonly sets: PresenceSets) {}

  /** A tab of the guest is in the room; true when it is their only one (they were away). */
  async add(code: string, guestId: string, socketId: string): Promise<boolean> {
    await Promise.all([
      this.sets.add(roomKey(code), entry(guestId, socketId)),
      this.sets.add(guestKey(guestId), entry(code, socketId)),
    ]);
    return (await this.tabsOf(code, guestId)) === 1;
  }

  /** A tab left; true when the guest has no tab left in the room on any process. */
  async remove(code: string, guestId: string, socketId: string): Promise<boolean> {
    await Promise.all([
      this.sets.remove(roomKey(code), entry(guestId, socketId)),
      this.sets.remove(guestKey(guestId), entry(code, socketId)),
    ]);
    return (await this.tabsOf(code, guestId)) === 0;
  }

  /** The guest left the room for good (left, kicked): every tab of theirs there, anywhere. */
  async forget(code: string, guestId: string): Promise<void> {
    const sockets = (await this.sets.members(roomKey(code)))
      .map(split)
      .filter(([guest]) => guest === guestId)
      .map(([, socketId]) => socketId);
    await Promise.all(
      sockets.flatMap((socketId) => [
        this.sets.remove(roomKey(code), entry(guestId, socketId)),
        this.sets.remove(guestKey(guestId), entry(code, socketId)),
      ]),
    );
  }

  /**
   * A tab is about to join the room: counted in the guest's rooms first, then the rooms are
   * counted. Reserving before counting is what keeps the cap under parallel joins (tabs on
   * several processes, or one tab firing many): each join sees every join started before it.
   * Resolves with the rooms the guest is in, this one included; `remove` undoes it.
   */
  async reserve(code: string, guestId: string, socketId: string): Promise<number> {
    await this.sets.add(guestKey(guestId), entry(code, socketId));
    return this.roomsOf(guestId);
  }

  /** How many rooms the guest has a tab in, on any process. */
  async roomsOf(guestId: string): Promise<number> {
    const entries = await this.sets.members(guestKey(guestId));
    return new Set(entries.map((e) => split(e)[0])).size;
  }

  async connected(code: string, guestId: string): Promise<boolean> {
    return (await this.tabsOf(code, guestId)) > 0;
  }

  /** Whether anyone has the room open (a room someone is in is not swept). */
  async occupied(code: string): Promise<boolean> {
    return (await this.sets.size(roomKey(code))) > 0;
  }

  /** The guests connected to the room now, in one read (a room view asks for every member). */
  async here(code: string): Promise<ReadonlySet<string>> {
    const entries = await this.sets.members(roomKey(code));
    return new Set(entries.map((e) => split(e)[0]));
  }

  private async tabsOf(code: string, guestId: string): Promise<number> {
    const entries = await this.sets.members(roomKey(code));
    return entries.filter((e) => split(e)[0] === guestId).length;
  }
}

function roomKey(code: string): string {
  return `room:${code}`;
}

function guestKey(guestId: string): string {
  return `guest-rooms:${guestId}`;
}

function entry(owner: string, socketId: string): string {
  return `${owner}${SEPARATOR}${socketId}`;
}

function split(value: string): [string, string] {
  const at = value.indexOf(SEPARATOR);
  return at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at + 1)];
}
