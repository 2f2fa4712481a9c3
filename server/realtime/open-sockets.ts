/**
 * Who holds which sockets open, per key (a guest, an address), for the connection caps.
 *
 * In memory (one process) a count per key. With Redis, a sorted set per key whose members are
 * the sockets, each scored by the time it expires: the process holding a socket pushes that
 * time forward on a heartbeat, and a claim first drops every member past its time. So a process
 * killed with kill -9, which never says goodbye, stops refreshing its sockets and they fall out
 * of every cap within one lease, instead of counting against the guest forever.
 *
 * If Redis fails, the caps fall back to this process's own counts (kept always, for that
 * reason): a player is never refused because Redis is down.
 */
import type { Redis } from "ioredis";

/** A cap on one key: more than `limit` open sockets are refused. */
export interface Cap {
  key: string;
  limit: number;
}

export interface OpenSockets {
  /**
   * Counts `member` under every cap's key if each is below its limit: returns -1, or the index
   * of the first cap already full (nothing is counted then).
   */
  claim(caps: readonly Cap[], member: string): Promise<number>;
  /** How many sockets `key` holds open. */
  count(key: string): Promise<number>;
  /** Stops counting `member` (its socket closed). */
  release(keys: readonly string[], member: string): Promise<void>;
  /** Pushes this process's sockets one lease further; the heartbeat calls it. */
  refresh(): Promise<void>;
  /** Stops the heartbeat (the process is stopping; its members expire on their own). */
  dispose(): void;
}

export interface OpenSocketsOptions {
  redis?: Redis;
  /** Keys start with this (default "nonet:open:"). */
  keyPrefix?: string;
  /** How long a member counts without a refresh; the heartbeat runs three times per lease. */
  leaseMs?: number;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

/** Long enough that a busy event loop never misses a lease; short enough that a killed
 * process's tabs free their guest within a reload or two. */
export const OPEN_SOCKET_LEASE_MS = 30_000;

export function openSockets(options: OpenSocketsOptions = {}): OpenSockets {
  return options.redis ? new RedisOpenSockets(options.redis, options) : new LocalOpenSockets();
}

/** Open sockets per key in this process; a key at zero is forgotten so the map does not grow. */
export class LocalOpenSockets implements OpenSockets {
  private readonly counts = new Map<string, number>();

  claimNow(caps: readonly Cap[]): number {
    const full = caps.findIndex((cap) => this.countNow(cap.key) >= cap.limit);
    if (full === -1) for (const cap of caps) this.counts.set(cap.key, this.countNow(cap.key) + 1);
    return full;
  }

  countNow(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  releaseNow(keys: readonly string[]): void {
    for (const key of keys) {
      const left = this.countNow(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    }
  }

  claim(caps: readonly Cap[]): Promise<number> {
    return Promise.resolve(this.claimNow(caps));
  }

  count(key: string): Promise<number> {
    return Promise.resolve(this.countNow(key));
  }

  release(keys: readonly string[]): Promise<void> {
    this.releaseNow(keys);
    return Promise.resolve();
  }

  refresh(): Promise<void> {
    return Promise.resolve();
  }

  dispose(): void {}
}

/**
 * KEYS: the caps' sets. ARGV: now, expiry, member, lease, then each cap's limit. Drops expired
 * members, refuses with the first full cap's (1-based) index, or adds the member everywhere.
 * A set lives a lease past its last write (relative: the processes' clocks score members, Redis's
 * clock only retires whole idle sets).
 */
const CLAIM_SCRIPT = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[4])
end
return 0
`;

/**
 * KEYS: the sets of one member. ARGV: expiry, member, lease. Renews the member's lease, adding
 * it back if it was dropped meanwhile (a Redis outage longer than a lease, a restarted Redis):
 * an open socket must count again. A refresh racing a release can leave a closed socket counted
 * for at most one lease.
 */
const REFRESH_SCRIPT = `
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[1], ARGV[2])
  redis.call('PEXPIRE', key, ARGV[3])
end
return 0
`;

type ClaimingRedis = Redis & {
  nonetClaimOpen(...args: (string | number)[]): Promise<number>;
  nonetRefreshOpen(...args: (string | number)[]): Promise<number>;
};

class RedisOpenSockets implements OpenSockets {
  private readonly redis: ClaimingRedis;
  private readonly prefix: string;
  private readonly leaseMs: number;
  private readonly now: () => number;
  private readonly logError: (message: string, error: unknown) => void;
  /** This process's members and their (unprefixed) keys: what the heartbeat refreshes. */
  private readonly mine = new Map<string, readonly string[]>();
  /** The fallback counts, kept in step so an outage starts from the truth of this process. */
  private readonly local = new LocalOpenSockets();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(redis: Redis, options: OpenSocketsOptions) {
    this.redis = redis as ClaimingRedis;
    this.prefix = options.keyPrefix ?? "nonet:open:";
    this.leaseMs = options.leaseMs ?? OPEN_SOCKET_LEASE_MS;
    this.now = options.now ?? Date.now;
    this.logError = options.logError ?? (() => {});
    if (typeof this.redis.nonetClaimOpen !== "function") {
      redis.defineCommand("nonetClaimOpen", { lua: CLAIM_SCRIPT });
      redis.defineCommand("nonetRefreshOpen", { lua: REFRESH_SCRIPT });
    }
    this.heartbeat = setInterval(() => void this.refresh(), this.leaseMs / 3);
    this.heartbeat.unref();
  }

  async claim(caps: readonly Cap[], member: string): Promise<number> {
    const keys = caps.map((cap) => this.prefix + cap.key);
    const now = this.now();
    let full: number;
    try {
      if (this.redis.status !== "ready") throw new Error("Redis is not connected");
      const refused = await this.redis.nonetClaimOpen(
        keys.length,
        ...keys,
        now,
        now + this.leaseMs,
        member,
        this.leaseMs,
        ...caps.map((cap) => cap.limit),
      );
      full = refused - 1;
    } catch (error) {
      this.logError("open sockets: Redis failed, counting this process only", error);
      full = this.local.claimNow(caps);
      if (full === -1)
        this.mine.set(
          member,
          caps.map((cap) => cap.key),
        );
      return full;
    }
    if (full === -1) {
      this.local.claimNow(caps.map((cap) => ({ key: cap.key, limit: Number.MAX_SAFE_INTEGER })));
      this.mine.set(
        member,
        caps.map((cap) => cap.key),
      );
    }
    return full;
  }

  async count(key: string): Promise<number> {
    try {
      if (this.redis.status !== "ready") throw new Error("Redis is not connected");
      const [, card] = await Promise.all([
        this.redis.zremrangebyscore(this.prefix + key, "-inf", this.now()),
        this.redis.zcard(this.prefix + key),
      ]);
      return card;
    } catch {
      return this.local.countNow(key);
    }
  }

  async release(keys: readonly string[], member: string): Promise<void> {
    if (!this.mine.delete(member)) return;
    this.local.releaseNow(keys);
    try {
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.zrem(this.prefix + key, member);
      await pipeline.exec();
    } catch (error) {
      // Not counted for long anyway: without refreshes the member expires within a lease.
      this.logError("open sockets: release failed", error);
    }
  }

  dispose(): void {
    clearInterval(this.heartbeat);
  }

  async refresh(): Promise<void> {
    if (this.mine.size === 0 || this.redis.status !== "ready") return;
    const expiry = this.now() + this.leaseMs;
    const pipeline = this.redis.pipeline() as ReturnType<Redis["pipeline"]> & {
      nonetRefreshOpen(...args: (string | number)[]): unknown;
    };
    for (const [member, keys] of this.mine) {
      const sets = keys.map((key) => this.prefix + key);
      pipeline.nonetRefreshOpen(sets.length, ...sets, expiry, member, this.leaseMs);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.logError("open sockets: heartbeat failed", error);
    }
  }
}
