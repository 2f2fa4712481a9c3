/**
 * Runs tasks one at a time per key, in arrival order: every change to one game goes through
 * its queue, so concurrent moves get a strict order and never read a half-written state.
 */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every task queued before it for `key`; a failure does not block the next. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => {});
    this.tails.set(key, tail);
    // Forget idle keys, so the map holds only games with work in flight.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves when every queued task has finished. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}
