/**
 * The room deadlines that pass while nobody asks: an away member's grace (stored in the
 * database as RoomPlayer.awayUntil), a race's end for those still racing after the first
 * finish (Race.deadlineAt) and a room's expiry. The database is the authority; every
 * process sweeps it now and then, at jittered intervals so N processes do not all wake at once,
 * and acts through conditional writes, so a deadline seen by two processes is acted on once.
 *
 * A process that set a deadline also keeps a local timer for it, so the member is taken out on
 * time rather than at the next sweep: a fast path only. Losing it (a restart, another process
 * set the deadline) delays the act by one sweep at most.
 */

/** How often each process looks for away deadlines that passed (± JITTER). */
export const ABSENCE_SWEEP_MS = 10_000;
/** How often each process looks for expired rooms (± JITTER). */
export const ROOM_SWEEP_MS = 60_000;
/** The share of an interval each wait is moved by, at random, either way. */
export const JITTER = 0.2;
/** Deadlines acted on per sweep: a backlog is worked off over several sweeps. */
const DUE_PER_SWEEP = 200;

export interface SweeperJobs {
  /** Gives a deadline to racers gone from every process without a disconnect (a dead one). */
  timeLostRacers(): Promise<void>;
  /** Members whose away deadline has passed. */
  dueAbsences(now: Date, limit: number): Promise<readonly { code: string; guestId: string }[]>;
  /** Acts on one member's deadline if it is still due (conditionally: once across processes). */
  absenceDue(code: string, guestId: string): Promise<void>;
  /** Gives a deadline to races with a winner and none (their process died first). */
  timeLostRaces(): Promise<void>;
  /** Unfinished races whose deadline has passed. */
  dueRaces(now: Date, limit: number): Promise<readonly string[]>;
  /** Ends one race whose deadline passed, if it still stands (conditionally). */
  raceDue(raceId: string): Promise<void>;
  /** Deletes expired rooms nobody is in; returns their codes. */
  sweepRooms(): Promise<string[]>;
}

export interface RoomSweeperOptions {
  jobs: SweeperJobs;
  now?: () => number;
  /** In [0, 1): the jitter's draw (tests fix it). */
  random?: () => number;
  absenceEveryMs?: number;
  roomsEveryMs?: number;
  logError?: (message: string, error: unknown) => void;
}

export class RoomSweeper {
  private readonly jobs: SweeperJobs;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly absenceEveryMs: number;
  private readonly roomsEveryMs: number;
  private readonly logError: (message: string, error: unknown) => void;
  /** Local fast-path timers, by member. */
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private absenceTick: ReturnType<typeof setTimeout> | null = null;
  private roomsTick: ReturnType<typeof setTimeout> | null = null;
  private readonly running = new Set<Promise<unknown>>();
  private state: "idle" | "sweeping" | "disposed" = "idle";

  constructor(options: RoomSweeperOptions) {
    this.jobs = options.jobs;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.absenceEveryMs = options.absenceEveryMs ?? ABSENCE_SWEEP_MS;
    this.roomsEveryMs = options.roomsEveryMs ?? ROOM_SWEEP_MS;
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
  }

  /** Starts the periodic sweeps (idempotent). */
  start(): void {
    if (this.state !== "idle") return;
    this.state = "sweeping";
    // Deadlines that passed while this process was down (or before it started) are acted on
    // now, not a sweep interval later: a late move must not slip into that window.
    this.track(this.sweepAbsences());
    this.scheduleAbsences();
    this.scheduleRooms();
  }

  /** A deadline this process set: acted on here when it passes, without waiting for a sweep. */
  expect(code: string, guestId: string, at: number): void {
    if (this.state === "disposed") return;
    this.cancel(code, guestId);
    const key = memberKey(code, guestId);
    const timer = setTimeout(
      () => {
        if (this.timers.get(key) !== timer) return;
        this.timers.delete(key);
        this.track(this.act(code, guestId));
      },
      Math.max(0, at - this.now()),
    );
    timer.unref?.();
    this.timers.set(key, timer);
  }

  /** The member is back (or gone for good): no local timer for them. */
  cancel(code: string, guestId: string): void {
    const key = memberKey(code, guestId);
    const timer = this.timers.get(key);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(key);
  }

  /** A race deadline this process saw set: the race ends here when it passes. */
  expectRaceEnd(raceId: string, at: number): void {
    if (this.state === "disposed") return;
    const key = raceKey(raceId);
    const old = this.timers.get(key);
    if (old !== undefined) clearTimeout(old);
    const timer = setTimeout(
      () => {
        if (this.timers.get(key) !== timer) return;
        this.timers.delete(key);
        this.track(this.endRace(raceId));
      },
      Math.max(0, at - this.now()),
    );
    timer.unref?.();
    this.timers.set(key, timer);
  }

  /**
   * One sweep of away deadlines and race deadlines: racers lost without a disconnect get one,
   * then every due one is acted on; races likewise. Returns how many were due.
   */
  async sweepAbsences(): Promise<number> {
    const absences = await this.sweepMembers();
    return absences + (await this.sweepRaces());
  }

  private async sweepRaces(): Promise<number> {
    await this.jobs
      .timeLostRaces()
      .catch((error: unknown) => this.logError("timing races failed", error));
    let due: readonly string[];
    try {
      due = await this.jobs.dueRaces(new Date(this.now()), DUE_PER_SWEEP);
    } catch (error) {
      this.logError("looking for race deadlines failed", error);
      return 0;
    }
    for (const raceId of due) await this.endRace(raceId);
    return due.length;
  }

  private endRace(raceId: string): Promise<void> {
    const key = raceKey(raceId);
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
    return this.jobs
      .raceDue(raceId)
      .catch((error: unknown) => this.logError(`race ${raceId}: deadline failed`, error));
  }

  private async sweepMembers(): Promise<number> {
    await this.jobs
      .timeLostRacers()
      .catch((error: unknown) => this.logError("timing lost racers failed", error));
    let due: readonly { code: string; guestId: string }[];
    try {
      due = await this.jobs.dueAbsences(new Date(this.now()), DUE_PER_SWEEP);
    } catch (error) {
      this.logError("looking for away deadlines failed", error);
      return 0;
    }
    for (const { code, guestId } of due) await this.act(code, guestId);
    return due.length;
  }

  stats(): { timers: number } {
    return { timers: this.timers.size };
  }

  /** Stops every timer and waits for the acts under way. */
  async dispose(): Promise<void> {
    this.state = "disposed";
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.absenceTick) clearTimeout(this.absenceTick);
    if (this.roomsTick) clearTimeout(this.roomsTick);
    this.absenceTick = this.roomsTick = null;
    await Promise.allSettled([...this.running]);
  }

  private act(code: string, guestId: string): Promise<void> {
    this.cancel(code, guestId);
    return this.jobs
      .absenceDue(code, guestId)
      .catch((error: unknown) => this.logError(`room ${code}: away deadline failed`, error));
  }

  private scheduleAbsences(): void {
    this.absenceTick = this.after(this.absenceEveryMs, async () => {
      await this.sweepAbsences();
      if (this.state === "sweeping") this.scheduleAbsences();
    });
  }

  private scheduleRooms(): void {
    this.roomsTick = this.after(this.roomsEveryMs, async () => {
      await this.jobs
        .sweepRooms()
        .catch((error: unknown) => this.logError("sweeping rooms failed", error));
      if (this.state === "sweeping") this.scheduleRooms();
    });
  }

  /** Runs `work` once after about `everyMs` (jittered); the next wait starts when it is done. */
  private after(everyMs: number, work: () => Promise<void>): ReturnType<typeof setTimeout> {
    const wait = everyMs * (1 - JITTER + 2 * JITTER * this.random());
    const timer = setTimeout(() => this.track(work()), wait);
    timer.unref?.();
    return timer;
  }

  private track(work: Promise<unknown>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }
}

function memberKey(code: string, guestId: string): string {
  return `${code}\u0000${guestId}`;
}

/** Races' timers share the map: a room code never holds a NUL, so keys never meet. */
function raceKey(raceId: string): string {
  return `race\u0000\u0000${raceId}`;
}
