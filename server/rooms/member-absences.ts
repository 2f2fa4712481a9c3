/**
 * Members coming and going. When a member's last tab on every process closes, their row gets a
 * deadline (awayUntil, now + the reconnect grace); a tab coming back on any process clears it.
 * Whichever process sees the deadline pass (its own timer, or any process's sweep) takes the
 * member out as if they had left (a racer forfeits, a host hands over), after checking that
 * they are not connected anywhere, in a conditional write: acted on once, and never against a
 * member who is here.
 */
import type { GameService } from "../games/game-service";
import { unlessGone, type RoomAccess } from "./room-access";
import { markAway, racers, removeMember } from "./room-rules";
import type { RoomRecord } from "./room-store";

/** Racers looked at per sweep for a lost link (see timeLostRacers). */
const LOST_RACERS_PER_SWEEP = 1_000;

/** Where this process keeps its fast-path timers for deadlines (the sweeper). */
export interface DeadlineTimers {
  expect(code: string, guestId: string, at: number): void;
  cancel(code: string, guestId: string): void;
}

export interface MemberAbsencesOptions {
  access: RoomAccess;
  games: GameService;
  timers: DeadlineTimers;
  graceMs: number;
  /** When a member's leaving changes the room's expiry (a lobby gets a fresh one). */
  lobbyExpiry: (room: RoomRecord) => Date;
}

export class MemberAbsences {
  constructor(private readonly options: MemberAbsencesOptions) {}

  /** A tab of the guest opened the room on this process. */
  async connected(code: string, guestId: string, socketId: string): Promise<void> {
    const { access, timers } = this.options;
    timers.cancel(code, guestId);
    if (await access.presence.add(code, guestId, socketId)) {
      await unlessGone(this.presenceChanged(code, guestId));
    }
  }

  /** A tab of the guest closed on this process; `write` false once the service is closing. */
  async disconnected(
    code: string,
    guestId: string,
    socketId: string,
    write: () => boolean,
  ): Promise<void> {
    const gone = await this.options.access.presence.remove(code, guestId, socketId);
    if (gone && write()) await unlessGone(this.presenceChanged(code, guestId));
  }

  /** The guest left the room for good (left, kicked): no tab of theirs counts there any more. */
  async forget(code: string, guestId: string): Promise<void> {
    this.options.timers.cancel(code, guestId);
    await this.options.access.presence.forget(code, guestId);
  }

  /** Racers of a running race with no tab anywhere and no deadline get one now. */
  async timeAbsentRacers(room: RoomRecord): Promise<RoomRecord> {
    const { access, graceMs } = this.options;
    const untimed = (current: RoomRecord, here: ReadonlySet<string>) =>
      racers(current)
        .filter((m) => m.awayUntil === null && !here.has(m.guestId))
        .map((m) => m.guestId);
    if (untimed(room, await access.presence.here(room.code)).length === 0) return room;
    const next = await access.withRoom(room.code, async (current) => {
      const absent = untimed(current, await access.presence.here(room.code));
      const marked = markAway(current, absent, access.now() + graceMs);
      if (marked !== current) await access.store.saveRoom(marked);
      return marked;
    });
    this.expectDeadlines(next);
    if (next !== room) await access.publish(next);
    return next;
  }

  /**
   * Racers with no deadline and no tab on any process: their process died (its presence
   * lapsed) or every server restarted, and no disconnect set their deadline. They get one now.
   */
  async timeLostRacers(): Promise<void> {
    const { access } = this.options;
    const untimed = await access.store.untimedRacers(LOST_RACERS_PER_SWEEP);
    const codes = new Set(untimed.map((racer) => racer.code));
    for (const code of codes) {
      const here = await access.presence.here(code);
      if (untimed.every((racer) => racer.code !== code || here.has(racer.guestId))) continue;
      const room = await access.store.loadRoom(code);
      if (room?.phase === "racing") await unlessGone(this.timeAbsentRacers(room));
    }
  }

  /** This process acts on the room's deadlines when they pass (a sweep would, later). */
  expectDeadlines(room: RoomRecord): void {
    const { timers } = this.options;
    for (const m of room.members) {
      if (m.awayUntil === null) timers.cancel(room.code, m.guestId);
      else timers.expect(room.code, m.guestId, m.awayUntil);
    }
  }

  /**
   * A member's away deadline passed (seen by this process's timer or sweep): unless they are
   * connected on some process, they leave as if they had said so. Conditional on the deadline
   * still standing in the room as read, so a deadline two processes see pass is acted on once.
   */
  async absenceDue(code: string, guestId: string): Promise<void> {
    const { access, games, lobbyExpiry } = this.options;
    let changed = false;
    const room = await unlessGone(
      access.withRoom(code, async (current) => {
        const member = current.members.find((m) => m.guestId === guestId);
        if (member?.awayUntil == null || member.awayUntil > access.now()) return current;
        let next: RoomRecord;
        if (await access.presence.connected(code, guestId)) {
          // Back on some process, whose write clearing the deadline has not landed (or failed).
          next = markAway(current, [guestId], null);
        } else {
          if (current.phase === "racing") {
            const game = await access.racerGame(current, guestId);
            // Idempotent: a game already over stays as it is.
            if (game) await games.giveUp(guestId, game, true);
          }
          const removed = removeMember(current, guestId);
          next = { ...removed, expiresAt: lobbyExpiry(removed) };
        }
        await access.store.saveRoom(next);
        changed = true;
        return next;
      }),
    );
    if (room && changed) await access.publish(room);
  }

  /**
   * The member leaves, in the room's queue: a racer who leaves mid-race forfeits (the others
   * need not wait for them). Read and decided in the queue, so a start cannot slip in between
   * and leave a racer in the race who is no longer in the room.
   */
  async removeFromRoom(code: string, guestId: string): Promise<void> {
    const { access, games, lobbyExpiry } = this.options;
    const room = await unlessGone(
      access.withRoom(code, async (current) => {
        if (current.phase === "racing") {
          const game = await access.racerGame(current, guestId);
          if (game) await games.giveUp(guestId, game, true);
        }
        const next = removeMember(current, guestId);
        if (next === current) return null;
        const saved = { ...next, expiresAt: lobbyExpiry(next) };
        await access.store.saveRoom(saved);
        return saved;
      }),
    );
    if (room) await access.publish(room);
  }

  /**
   * The member's tabs came or went (on some process): their deadline is set or cleared from
   * presence as it is now, read in the room's turn, and everyone sees the dot.
   */
  private async presenceChanged(code: string, guestId: string): Promise<void> {
    const { access, graceMs } = this.options;
    const room = await access.withRoom(code, async (current) => {
      const here = await access.presence.connected(code, guestId);
      const next = markAway(current, [guestId], here ? null : access.now() + graceMs);
      if (next !== current) await access.store.saveRoom(next);
      return next;
    });
    this.expectDeadlines(room);
    await access.publish(room);
  }
}
