/**
 * The lease keeps a job on one holder at a time, on the embedded database and on PostgreSQL
 * (skipped, saying so, when there is none), and gives it to another when its holder dies.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "./db";
import { Lease, LEASE_STATES } from "./lease";
import {
  embeddedShared,
  postgresShared,
  type SharedDatabase,
} from "./test-support/lease-databases";
import { postgresAvailable } from "./test-support/scratch-postgres";

const hasPostgres = await postgresAvailable("server/lease.int.test.ts");

/** Work that holds the lease until the test lets go; `entered` resolves once it runs. */
function heldWork() {
  let letGo = () => {};
  let enter = () => {};
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const work = async () => {
    enter();
    await released;
  };
  return { work, entered, letGo };
}

const holderOf = async (db: Db, name: string) =>
  (await db.lease.findUnique({ where: { name } }))?.holder ?? null;

describe.each([
  { backend: "embedded PGlite", skip: false, open: embeddedShared },
  { backend: "PostgreSQL", skip: !hasPostgres, open: () => postgresShared("lease") },
])("Lease on $backend", ({ skip, open }) => {
  let shared: SharedDatabase;
  const leases: Lease[] = [];
  const lease = (db: Db, name = "job") => {
    const made = new Lease(db, name, { logError: () => {} });
    leases.push(made);
    return made;
  };

  beforeAll(async () => {
    if (!skip) shared = await open();
  });
  afterEach(async () => {
    for (const made of leases.splice(0)) await made.dispose();
  });
  afterAll(async () => {
    await shared?.stop();
  });

  it.skipIf(skip)("runs the work of one holder at a time, then the next", async () => {
    const a = lease(shared.connect());
    const b = lease(shared.connect());
    const first = heldWork();
    const running = a.run(first.work);
    await first.entered;
    expect(a.held).toBe(true);
    let ranB = false;
    expect(await b.run(async () => void (ranB = true))).toBe(false);
    expect(ranB).toBe(false);
    expect(await holderOf(shared.connect(), "job")).toBe(a.holder);
    first.letGo();
    expect(await running).toBe(true);
    expect(a.state).toBe(LEASE_STATES.idle);
    expect(await holderOf(shared.connect(), "job")).toBeNull();
    expect(await b.run(async () => void (ranB = true))).toBe(true);
    expect(ranB).toBe(true);
  });

  it.skipIf(skip)("lets exactly one of six racing holders run", async () => {
    const racers = Array.from({ length: 6 }, () => lease(shared.connect(), "race"));
    const winner = heldWork();
    let refused = 0;
    let fiveRefused = () => {};
    const othersTurnedAway = new Promise<void>((resolve) => (fiveRefused = resolve));
    let running = 0;
    let mostAtOnce = 0;
    const runs = racers.map((racer) =>
      racer
        .run(async () => {
          mostAtOnce = Math.max(mostAtOnce, ++running);
          await winner.work();
          running--;
        })
        .then((ran) => {
          if (!ran && ++refused === 5) fiveRefused();
          return ran;
        }),
    );
    // The winner holds on until the other five have been turned away (a second winner would
    // hold on too, and the test would time out here).
    await othersTurnedAway;
    winner.letGo();
    expect((await Promise.all(runs)).filter(Boolean)).toHaveLength(1);
    expect(mostAtOnce).toBe(1);
  });

  it.skipIf(skip)("passes to another holder when the first stops renewing", async () => {
    const db = shared.connect();
    const stalled = lease(db, "stalled");
    const next = lease(shared.connect(), "stalled");
    const stalledWork = heldWork();
    const stalledRun = stalled.run(stalledWork.work);
    await stalledWork.entered;
    // What a crashed (or frozen) holder leaves: a lease past its expiry.
    await db.$executeRaw`UPDATE "Lease" SET "expiresAt" = now() - interval '1 second'
      WHERE name = 'stalled'`;
    const nextWork = heldWork();
    const nextRun = next.run(nextWork.work);
    await nextWork.entered;
    // The stalled holder wakes up: its renewal fails and it learns it lost the lease.
    expect(await stalled.renew()).toBe(false);
    expect(stalled.held).toBe(false);
    expect(stalled.state).toBe(LEASE_STATES.lost);
    stalledWork.letGo();
    await stalledRun;
    // Finishing late, it did not release the lease the other process now holds.
    expect(await holderOf(db, "stalled")).toBe(next.holder);
    nextWork.letGo();
    expect(await nextRun).toBe(true);
  });

  it.skipIf(skip)("renews by pushing the expiry later, while held", async () => {
    const db = shared.connect();
    const holder = lease(db, "renewed");
    const work = heldWork();
    const running = holder.run(work.work);
    try {
      await work.entered;
      await db.$executeRaw`UPDATE "Lease" SET "expiresAt" = now() + interval '1 second'
        WHERE name = 'renewed'`;
      expect(await holder.renew()).toBe(true);
      const row = await db.lease.findUniqueOrThrow({ where: { name: "renewed" } });
      // A full time-to-live (30 s) from now, not the second left before.
      expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    } finally {
      work.letGo();
      await running;
    }
    expect(await holder.renew()).toBe(false);
  });

  it.skipIf(skip)("gives the lease back at once when disposed mid-work", async () => {
    const closing = lease(shared.connect(), "closing");
    const work = heldWork();
    const running = closing.run(work.work);
    await work.entered;
    await closing.dispose();
    expect(closing.held).toBe(false);
    expect(await lease(shared.connect(), "closing").run(async () => {})).toBe(true);
    work.letGo();
    await running;
    expect(await closing.run(async () => {})).toBe(false);
  });
});

describe("Lease renewal", () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await embeddedShared();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await shared.stop();
  });

  it("renews every third of its time to live while held, and stops after", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const holder = new Lease(shared.connect(), "timed", { ttlMs: 3_000 });
    const renew = vi.spyOn(holder, "renew");
    const work = heldWork();
    const running = holder.run(work.work);
    await work.entered;
    vi.advanceTimersByTime(3_000);
    expect(renew).toHaveBeenCalledTimes(3);
    work.letGo();
    await running;
    vi.advanceTimersByTime(9_000);
    expect(renew).toHaveBeenCalledTimes(3);
    await holder.dispose();
  });

  it("refuses a time to live it cannot renew within", () => {
    expect(() => new Lease(shared.connect(), "bad", { ttlMs: 0 })).toThrow(/ttlMs/);
    expect(() => new Lease(shared.connect(), "bad", { ttlMs: 2.5 })).toThrow(/ttlMs/);
  });
});
