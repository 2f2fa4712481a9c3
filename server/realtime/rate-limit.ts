/**
 * A token bucket: `burst` events at once, then `perSecond` sustained. One per socket, so a
 * misbehaving tab slows only itself.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token if one is left. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether no token is left now. */
  isEmpty(): boolean {
    this.refill();
    return this.tokens < 1;
  }

  /** Whether the bucket is back to its full burst (as good as a new one). */
  isFull(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill() {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}

/**
 * The key an address is limited under: an IPv6 address by its /64 (one machine is routinely
 * given a whole /64, so per-address limits would not bind it), anything else as it is.
 */
export function addressKey(address: string): string {
  const ip = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (!ip.includes(":")) return ip;
  const [head] = ip.split("::");
  const groups = ip.includes("::") ? head.split(":").filter(Boolean) : ip.split(":");
  const prefix = [...groups.slice(0, 4), "0", "0", "0", "0"].slice(0, 4);
  return `${prefix.join(":")}::/64`;
}

/** A sustained rate per minute and the burst allowed on top. */
export interface Quota {
  perMinute: number;
  burst: number;
}

/**
 * One token bucket per key (a guest, an address). Buckets that have refilled to the brim are
 * indistinguishable from new ones, so they are dropped when the map grows: memory stays
 * bounded by the keys active within about one refill time.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly quota: Quota,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Whether `key` has a token left, without taking it. */
  available(key: string): boolean {
    const bucket = this.buckets.get(key);
    return !bucket || !bucket.isEmpty();
  }

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune();
      bucket = new TokenBucket(this.quota.perMinute / 60, this.quota.burst, this.now);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }

  get size(): number {
    return this.buckets.size;
  }

  private prune() {
    for (const [key, bucket] of this.buckets) if (bucket.isFull()) this.buckets.delete(key);
  }
}
