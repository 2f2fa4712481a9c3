/**
 * Presence sets shared through Redis. Each set is a sorted set whose members are scored by
 * the time they lapse: the process that added a member pushes that time forward on a
 * heartbeat while the member is still here. A process killed with kill -9 stops its
 * heartbeat, and its members lapse within `ttlMs` instead of counting forever; readers drop
 * lapsed members before they count.
 *
 * Clocks: scores are this process's Date.now(); processes whose clocks differ by seconds
 * shift lapses by as much, which a TTL of tens of seconds absorbs.
 */
import type { Redis } from "ioredis";
import type { PresenceSets } from "./presence-sets";

export interface RedisPresenceOptions {
  /** How long a member outlives its process's last heartbeat. */
  ttlMs?: number;
  /** Key prefix (tests use their own). */
  prefix?: string;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export const PRESENCE_TTL_MS = 30_000;

export class RedisPresenceSets implements PresenceSets {
  private readonly ttlMs: number;
  private readonly prefix: string;
  private readonly now: () => number;
  private readonly logError: (message: string, error: unknown) => void;
  /** This process's members, by key: refreshed on the heartbeat. */
  private readonly own = new Map<string, Set<string>>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    options: RedisPresenceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
    this.prefix = options.prefix ?? "nonet:presence:";
    this.now = options.now ?? Date.now;
    this.logError = options.logError ?? (() => {});
    this.heartbeat = setInterval(() => void this.refresh(), this.ttlMs / 3);
    this.heartbeat.unref();
  }

  async add(key: string, member: string): Promise<number> {
    let set = this.own.get(key);
    if (!set) this.own.set(key, (set = new Set()));
    set.add(member);
    const now = this.now();
    const redisKey = this.prefix + key;
    const reply = await this.redis
      .multi()
      .zadd(redisKey, now + this.ttlMs, member)
      .zremrangebyscore(redisKey, "-inf", now)
      .zcard(redisKey)
      .pexpire(redisKey, this.ttlMs)
      .exec();
    return countOf(reply, 2);
  }

  async remove(key: string, member: string): Promise<number> {
    const set = this.own.get(key);
    set?.delete(member);
    if (set?.size === 0) this.own.delete(key);
    const redisKey = this.prefix + key;
    const reply = await this.redis
      .multi()
      .zrem(redisKey, member)
      .zremrangebyscore(redisKey, "-inf", this.now())
      .zcard(redisKey)
      .exec();
    return countOf(reply, 2);
  }

  async size(key: string): Promise<number> {
    const redisKey = this.prefix + key;
    return this.redis.zcount(redisKey, `(${this.now()}`, "+inf");
  }

  async members(key: string): Promise<string[]> {
    return this.redis.zrangebyscore(this.prefix + key, `(${this.now()}`, "+inf");
  }

  /** Pushes this process's members' lapse forward (the heartbeat; tests call it directly). */
  async refresh(): Promise<void> {
    if (this.closed || this.own.size === 0) return;
    const until = this.now() + this.ttlMs;
    const batch = this.redis.pipeline();
    for (const [key, members] of this.own) {
      const redisKey = this.prefix + key;
      for (const member of members) batch.zadd(redisKey, "GT", until, member);
      batch.pexpire(redisKey, this.ttlMs);
    }
    try {
      await batch.exec();
    } catch (error) {
      // Redis is away: the next beat tries again, and a member that lapsed meanwhile is
      // written back by it (ZADD GT adds a missing member).
      this.logError("presence: heartbeat did not reach Redis", error);
    }
  }

  /** This process leaves: its members go now rather than after the TTL. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    if (this.own.size === 0) return;
    const batch = this.redis.pipeline();
    for (const [key, members] of this.own) batch.zrem(this.prefix + key, ...members);
    this.own.clear();
    await batch.exec().catch((error: unknown) => this.logError("presence: close failed", error));
  }
}

function countOf(reply: [Error | null, unknown][] | null, index: number): number {
  const entry = reply?.[index];
  if (!entry || entry[0]) throw entry?.[0] ?? new Error("presence: Redis gave no answer");
  return Number(entry[1]);
}
