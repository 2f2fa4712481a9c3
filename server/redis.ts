/**
 * Redis connections for running as several processes (REDIS_URL). One client per process;
 * the bus and socket.io's adapter duplicate it for their blocking reads.
 */
import { Redis } from "ioredis";

export interface RedisOptions {
  logError?: (message: string, error: unknown) => void;
  /**
   * A command unanswered this long fails (the caller falls back or says "try again"). A Redis
   * that freezes (a stopped process, a partition that keeps the TCP connection open) would
   * otherwise hold every move and page waiting on a quota. Unset for connections that block
   * on purpose (stream readers).
   */
  commandTimeoutMs?: number;
}

/** Redis answers in a millisecond or two; half a second is an outage, not a slow answer. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

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
    ...(options.commandTimeoutMs !== undefined && { commandTimeout: options.commandTimeoutMs }),
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
