/**
 * Who is here, across processes: named sets of members (a game's tabs, a room member's
 * sockets, a guest's rooms). A process adds and removes its own members; everyone reads the
 * union. Behind an interface so one process keeps it in memory and several share Redis.
 */
export interface PresenceSets {
  /** Adds `member` to `key`; resolves with the set's size after, across processes. */
  add(key: string, member: string): Promise<number>;
  /** Removes `member` from `key`; resolves with the set's size after. */
  remove(key: string, member: string): Promise<number>;
  size(key: string): Promise<number>;
  members(key: string): Promise<string[]>;
  /** Stops refreshing; this process's members then lapse (Redis) or go (memory). */
  close(): Promise<void>;
}

/** One process: the sets are this process's memory. */
export class MemoryPresenceSets implements PresenceSets {
  private readonly sets = new Map<string, Set<string>>();

  async add(key: string, member: string): Promise<number> {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    set.add(member);
    return set.size;
  }

  async remove(key: string, member: string): Promise<number> {
    const set = this.sets.get(key);
    if (!set) return 0;
    set.delete(member);
    if (set.size === 0) this.sets.delete(key);
    return set.size;
  }

  async size(key: string): Promise<number> {
    return this.sets.get(key)?.size ?? 0;
  }

  async members(key: string): Promise<string[]> {
    return [...(this.sets.get(key) ?? [])];
  }

  async close(): Promise<void> {
    this.sets.clear();
  }
}
