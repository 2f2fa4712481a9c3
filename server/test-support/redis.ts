/**
 * Whether Redis answers at `url`: tests that need one skip, saying so, when it does not.
 * Fails fast (1 s, no retries) rather than hanging a test file's collection.
 */
import { Redis } from "ioredis";

export async function redisReachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
