/**
 * Quotas shared by every process through Redis (rate-limiter-flexible's RateLimiterRedis), so
 * N processes grant one quota, not N.
 *
 * Redis counts fixed windows, not a token bucket: a quota of `burst` tokens refilled at
 * `perMinute` becomes `burst` points per `burst / perMinute` minutes, the same long-run rate
 * and the same burst. If Redis fails or is not connected, each process falls back to its own
 * in-memory window of the same size (the insurance limiter): limits loosen to per process for
 * the outage instead of refusing every player or throwing into a handler.
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { memoryQuotas, type QuotaLimiter, type QuotaLimiterFactory } from "./quota-limiter";
import type { Quota } from "./rate-limit";

/** Where shared quotas are kept; without a Redis client, in this process's memory. */
export interface QuotaStoreOptions {
  redis?: Redis;
  /** Keys start with this (default "nonet:quota:"), so tests and deployments can share a Redis. */
  keyPrefix?: string;
  /** The memory buckets' clock (tests). */
  now?: () => number;
}

export function quotaLimiters(options: QuotaStoreOptions = {}): QuotaLimiterFactory {
  const { redis } = options;
  if (!redis) return memoryQuotas(options.now);
  const prefix = options.keyPrefix ?? "nonet:quota:";
  return (name, quota) => redisQuota(redis, `${prefix}${name}`, quota);
}

/** The fixed window equivalent to a token bucket: `burst` points per refill time, in seconds. */
export function windowOf(quota: Quota): { points: number; duration: number } {
  const points = Math.max(1, Math.floor(quota.burst));
  return { points, duration: Math.max(1, Math.ceil((points * 60) / quota.perMinute)) };
}

function redisQuota(redis: Redis, keyPrefix: string, quota: Quota): QuotaLimiter {
  const window = windowOf(quota);
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    ...window,
    // Not connected (yet, or any more): the insurance answers at once instead of the command
    // waiting in ioredis's offline queue while a player waits for an ack.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...window }),
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        // Both Redis and the insurance failed, which the memory limiter does not do: a quota
        // must never turn into an error a player sees.
        return true;
      }
    },
    async available(key) {
      try {
        const used = await limiter.get(key);
        return !used || used.consumedPoints < window.points;
      } catch {
        return true;
      }
    },
  };
}
