/**
 * Redis connections for running as several processes (REDIS_URL). One client per process;
 * the bus and socket.io's adapter duplicate it for their blocking reads.
 */
import { Redis } from "ioredis";

export interface RedisOptions {
  logError?: (message: string, error: unknown) => void;
}

/**
 * Connects and waits until Redis answers, so a wrong URL stops the start with a clear error
 * instead of a server that accepts players it cannot serve.
 */
export async function connectRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, {
    // A command waits through a short outage (the client reconnects), then fails: callers
    // tell the player to try again rather than hanging.
    maxRetriesPerRequest: 3,
    connectTimeout: 5_000,
    lazyConnect: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on("error", (error: unknown) => {
    // ioredis reports every failed reconnect: one line per outage is enough.
    if (reported) return;
    reported = true;
    options.logError?.("redis: connection trouble (reconnecting)", error);
  });
  redis.on("ready", () => {
    reported = false;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const where = new URL(url).host;
    throw new Error(`Cannot reach Redis at ${where} (REDIS_URL): ${(error as Error).message}`);
  }
  return redis;
}
