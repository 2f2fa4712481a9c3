/**
 * One database, one way of running. Processes that share Redis (REDIS_URL) decide presence,
 * limits and fan-out together; a process started on the same database WITHOUT Redis would
 * decide from its own memory (it sees every racer on the others as away and forfeits them
 * by their stored deadlines). Each process on PostgreSQL therefore announces how it runs, in
 * a row of the `Lease` table renewed while it lives, and refuses to start beside a live
 * process that runs the other way.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "./db";

export type DeploymentMode = "redis" | "alone";

const PREFIX = "process:";
/** A killed process's row stops counting this long after its last renewal. */
const TTL_MS = 30_000;

export class DeploymentModeError extends Error {
  constructor(mode: DeploymentMode) {
    super(
      mode === "alone"
        ? "Other processes serve this database and share Redis (REDIS_URL): start this one " +
            "with the same REDIS_URL, or stop them first. Alone, it would decide presence and " +
            "forfeits from its own memory."
        : "A process without REDIS_URL serves this database: stop it, or give it the same " +
            "REDIS_URL, before starting processes that share Redis.",
    );
    this.name = "DeploymentModeError";
  }
}

/** This process's announcement: refuses a mixed start; renews until dispose(). */
export class DeploymentModeClaim {
  private readonly name = `${PREFIX}${randomUUID()}`;
  private timer: ReturnType<typeof setInterval> | null = null;

  private constructor(
    private readonly db: Db,
    private readonly mode: DeploymentMode,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  /** Announces `mode`, then checks for a live process of the other mode (both orders race
   * safely: two starting at once each see the other, and both refuse). */
  static async take(
    db: Db,
    mode: DeploymentMode,
    logError: (message: string, error: unknown) => void = () => {},
  ): Promise<DeploymentModeClaim> {
    const claim = new DeploymentModeClaim(db, mode, logError);
    await claim.renew();
    const others = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM "Lease"
      WHERE name LIKE ${`${PREFIX}%`} AND holder <> ${mode} AND "expiresAt" > now()`;
    if ((others[0]?.count ?? 0) > 0) {
      await claim.dispose();
      throw new DeploymentModeError(mode);
    }
    claim.timer = setInterval(() => {
      claim.renew().catch((error: unknown) => logError("deployment mode: renewal failed", error));
    }, TTL_MS / 3);
    claim.timer.unref();
    return claim;
  }

  private async renew(): Promise<void> {
    await this.db.$executeRaw`
      INSERT INTO "Lease" (name, holder, "expiresAt")
      VALUES (${this.name}, ${this.mode}, now() + ${TTL_MS} * interval '1 millisecond')
      ON CONFLICT (name) DO UPDATE SET "expiresAt" = EXCLUDED."expiresAt"`;
  }

  async dispose(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.db.$executeRaw`DELETE FROM "Lease" WHERE name = ${this.name}`.catch(
      (error: unknown) => this.logError("deployment mode: release failed", error),
    );
  }
}
