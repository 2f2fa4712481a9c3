/**
 * Group commit: writes that arrive while earlier ones are in flight wait, then go to the
 * database together, in one round trip and one transaction, and each caller still learns its
 * own outcome. Under load this turns hundreds of tiny transactions a second into a few
 * dozen larger ones (on the embedded database every statement waits its turn on PGlite's
 * single session, and most of a move's cost there is per statement, not per row).
 *
 * A batch starts on the next turn of the event loop (setImmediate), never inside the call
 * that adds to it: PGlite runs a statement synchronously, within the promise chain of the
 * socket message that caused it, so a write started at once would be over before the next
 * socket's message is even read, and no two moves would ever meet. Deferred to the check
 * phase, a batch takes every move of the messages read in that poll, and an idle server
 * waits for nothing (no timer).
 */

/** A batch writer's verdict on one item: null when it was written, else why not. */
export type BatchOutcome = Error | null;

export interface GroupCommitOptions<T> {
  /** Writes the items; resolves with one outcome per item, in order. A rejection fails all. */
  writeBatch(items: readonly T[]): Promise<BatchOutcome[]>;
  /** Items with the same key never share a batch nor run at once: the second one waits. */
  keyOf(item: T): string;
  /** The most items in one batch. */
  maxBatch: number;
  /** Batches in flight at once (1 for a database with one session). */
  maxInFlight: number;
}

interface Waiting<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

export class GroupCommit<T> {
  private waiting: Waiting<T>[] = [];
  private readonly busyKeys = new Set<string>();
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly options: GroupCommitOptions<T>) {}

  /** Resolves once `item` is written; rejects with its own outcome's error. */
  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight++;
      const keys = batch.map((entry) => this.options.keyOf(entry.item));
      for (const key of keys) this.busyKeys.add(key);
      Promise.resolve()
        .then(() => this.options.writeBatch(batch.map((entry) => entry.item)))
        .then(
          (outcomes) =>
            batch.forEach((entry, i) => {
              const outcome = outcomes[i];
              if (outcome === null) entry.resolve();
              else entry.reject(outcome ?? new Error("the batch writer gave no outcome"));
            }),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          for (const key of keys) this.busyKeys.delete(key);
          this.inFlight--;
          this.schedule();
        });
    }
  }

  /** The oldest waiting items, one per key, none whose key is being written. */
  private take(): Waiting<T>[] {
    const batch: Waiting<T>[] = [];
    const rest: Waiting<T>[] = [];
    const keys = new Set<string>();
    for (const entry of this.waiting) {
      const key = this.options.keyOf(entry.item);
      if (batch.length < this.options.maxBatch && !keys.has(key) && !this.busyKeys.has(key)) {
        batch.push(entry);
      } else {
        rest.push(entry);
      }
      // Later items of a key held back stay behind it, in order.
      keys.add(key);
    }
    this.waiting = rest;
    return batch;
  }
}
