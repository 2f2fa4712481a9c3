import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeploymentModeClaim, DeploymentModeError } from "./deployment-mode";
import { embeddedShared, type SharedDatabase } from "./test-support/lease-databases";

describe("one database, one way of running", () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await embeddedShared();
  });
  afterAll(async () => {
    await shared.stop();
  });

  it("refuses a process without Redis beside live ones that share Redis, and the reverse", async () => {
    const db = shared.connect();
    const first = await DeploymentModeClaim.take(db, "redis");
    const second = await DeploymentModeClaim.take(db, "redis");
    await expect(DeploymentModeClaim.take(db, "alone")).rejects.toThrow(DeploymentModeError);
    await expect(DeploymentModeClaim.take(db, "alone")).rejects.toThrow(/same REDIS_URL/);
    await first.dispose();
    await second.dispose();

    // Once they are gone, the database may be run the other way.
    const alone = await DeploymentModeClaim.take(db, "alone");
    await expect(DeploymentModeClaim.take(db, "redis")).rejects.toThrow(/without REDIS_URL/);
    // A refused start leaves nothing behind that would block the right one.
    await alone.dispose();
    const again = await DeploymentModeClaim.take(db, "redis");
    await again.dispose();
  });

  it("a process killed without releasing stops counting once its row runs out", async () => {
    const db = shared.connect();
    await db.$executeRaw`
      INSERT INTO "Lease" (name, holder, "expiresAt")
      VALUES ('process:killed', 'redis', now() - interval '1 second')`;
    const alone = await DeploymentModeClaim.take(db, "alone");
    await alone.dispose();
    await db.$executeRaw`DELETE FROM "Lease" WHERE name = 'process:killed'`;
  });
});
