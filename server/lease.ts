/**
 * Work that must run on one process at a time, however many serve the site: a lease row per
 * job in the database (the `Lease` table), taken and renewed by conditional writes against
 * the database's clock. It works alike on the embedded PGlite and on PostgreSQL; an advisory
 * lock would need a session held for the whole job, which the embedded database's single
 * session cannot give and a pooled client does not promise.
 *
 * A holder renews its lease every third of its time to live while it works; a holder that
 * crashes simply stops renewing, and the next process to ask takes the lease once it runs
 * out. A holder that finds its lease taken (it stalled past the expiry) learns it through
 * `held`, which work loops check between steps.
 *
 *   const lease = new Lease(db, "puzzle-pool");
 *   await lease.run(async () => { while (lease.held && more()) await step(); });
 *   await lease.dispose();
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "./db";

/** How long a lease lasts without renewal: a crashed holder blocks its job this long. */
export const LEASE_TTL_MS = 30_000;

export const LEASE_STATES = {
  /** Not holding: run() may try to take it. */
  idle: "idle",
  /** Asking the database for it. */
  acquiring: "acquiring",
  /** Holding it, renewing on a timer. */
  held: "held",
  /** Another holder took it while the work still ran: the work should stop. */
  lost: "lost",
  /** Released for good: run() never runs again. */
  disposed: "disposed",
} as const;
export type LeaseState = (typeof LEASE_STATES)[keyof typeof LEASE_STATES];

export interface LeaseOptions {
  ttlMs?: number;
  /** Who holds it; a fresh id per Lease by default, so two in one process exclude each other. */
  holder?: string;
  logError?: (message: string, error: unknown) => void;
}

/** One process's claim on one job. */
export class Lease {
  readonly holder: string;
  private readonly ttlMs: number;
  private readonly logError: (message: string, error: unknown) => void;
  private status: LeaseState = LEASE_STATES.idle;
  private renewal: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    readonly name: string,
    options: LeaseOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? LEASE_TTL_MS;
    if (!Number.isInteger(this.ttlMs) || this.ttlMs < 3) {
      throw new Error(`a lease's ttlMs must be an integer of at least 3, not ${this.ttlMs}`);
    }
    this.holder = options.holder ?? newHolderId();
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
  }

  get state(): LeaseState {
    return this.status;
  }

  /** Whether this process holds the lease now; work loops stop when it turns false. */
  get held(): boolean {
    return this.status === LEASE_STATES.held;
  }

  /**
   * Runs `work` holding the lease, and releases it after. Returns false without running when
   * another process holds it, this lease is already running work, or it was disposed.
   */
  async run(work: () => Promise<void>): Promise<boolean> {
    if (this.status !== LEASE_STATES.idle) return false;
    this.status = LEASE_STATES.acquiring;
    let taken: boolean;
    try {
      taken = await this.acquire();
    } catch (error) {
      if (this.status === LEASE_STATES.acquiring) this.status = LEASE_STATES.idle;
      throw error;
    }
    // Disposed while asking: give back what the database may just have granted.
    if (this.current() === LEASE_STATES.disposed) {
      if (taken) await this.release();
      return false;
    }
    if (!taken) {
      this.status = LEASE_STATES.idle;
      return false;
    }
    this.status = LEASE_STATES.held;
    this.renewal = setInterval(() => void this.renewOnTimer(), Math.floor(this.ttlMs / 3));
    this.renewal.unref?.();
    try {
      await work();
      return true;
    } finally {
      this.stopRenewing();
      // The work may have lost it, or close() disposed it, meanwhile.
      if (this.current() === LEASE_STATES.held) await this.release();
      if (this.current() !== LEASE_STATES.disposed) this.status = LEASE_STATES.idle;
    }
  }

  /**
   * Pushes the expiry one time-to-live past now, if this process still holds the lease.
   * Returns whether it does; when not, `held` turns false.
   */
  async renew(): Promise<boolean> {
    if (this.status !== LEASE_STATES.held) return false;
    // Still ours even past the expiry if nobody took it meanwhile: nothing ran twice.
    const renewed = await this.db.$executeRaw`
      UPDATE "Lease" SET "expiresAt" = now() + ${this.ttlMs} * interval '1 millisecond'
      WHERE name = ${this.name} AND holder = ${this.holder}`;
    if (renewed === 0 && this.status === LEASE_STATES.held) this.status = LEASE_STATES.lost;
    return renewed > 0;
  }

  /** Stops for good: the timer ends and a held lease is given back, so another takes it now. */
  async dispose(): Promise<void> {
    const wasHeld = this.status === LEASE_STATES.held;
    this.status = LEASE_STATES.disposed;
    this.stopRenewing();
    if (wasHeld) await this.release();
  }

  /** One statement, so two processes asking at once cannot both win. */
  private async acquire(): Promise<boolean> {
    const rows = await this.db.$queryRaw<{ holder: string }[]>`
      INSERT INTO "Lease" (name, holder, "expiresAt")
      VALUES (${this.name}, ${this.holder}, now() + ${this.ttlMs} * interval '1 millisecond')
      ON CONFLICT (name) DO UPDATE
        SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt"
        WHERE "Lease".holder = EXCLUDED.holder OR "Lease"."expiresAt" <= now()
      RETURNING holder`;
    return rows.length === 1;
  }

  private async release(): Promise<void> {
    try {
      await this.db.$executeRaw`
        DELETE FROM "Lease" WHERE name = ${this.name} AND holder = ${this.holder}`;
    } catch (error) {
      // It runs out on its own: another process waits at most one time-to-live.
      this.logError(`releasing the ${this.name} lease failed`, error);
    }
  }

  private async renewOnTimer(): Promise<void> {
    try {
      await this.renew();
    } catch (error) {
      // Unknown whether it is still ours: stop the work rather than risk running it twice.
      if (this.status === LEASE_STATES.held) this.status = LEASE_STATES.lost;
      this.logError(`renewing the ${this.name} lease failed`, error);
    }
  }

  /** The state read afresh: TypeScript's narrowing of a field does not see other callers. */
  private current(): LeaseState {
    return this.status;
  }

  private stopRenewing(): void {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }
}

function newHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}
