/**
 * A quota on a guest, an address, a username, behind one asynchronous interface: in memory
 * (this file, today's token buckets, one process) or in Redis, shared by every process
 * (shared-quota.ts). Route handlers import this file, and Next bundles them: it stays free of
 * the Redis limiter's package.
 */
import { KeyedBuckets, type Quota } from "./rate-limit";

export interface QuotaLimiter {
  /** Takes one unit for `key`: true if it was left, false if the quota is spent. */
  take(key: string): Promise<boolean>;
  /** Whether `key` has a unit left, without taking it. */
  available(key: string): Promise<boolean>;
}

/** Makes the limiter named `name` (a Redis key space of its own) for `quota`. */
export type QuotaLimiterFactory = (name: string, quota: Quota) => QuotaLimiter;

/** This process's token buckets, for a server without Redis. */
export function memoryQuotas(now?: () => number): QuotaLimiterFactory {
  return (_name, quota) => memoryQuota(quota, now);
}

/** Today's per-process token buckets behind the async interface. */
export function memoryQuota(quota: Quota, now?: () => number): QuotaLimiter {
  const buckets = new KeyedBuckets(quota, now);
  return {
    take: (key) => Promise.resolve(buckets.take(key)),
    available: (key) => Promise.resolve(buckets.available(key)),
  };
}
