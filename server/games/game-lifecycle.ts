/**
 * How long a game stays in memory, and the one timer that decides it. A game is live while a
 * tab has it open; when the last tab leaves, the clock stops after a grace period (a reload
 * should not pause the game), and the game leaves memory after a longer idle time. Every timer
 * a live game owns is here, so closing the service clears them all.
 */
export class GameLifecycle {
  /** Tabs (sockets) that joined and have not left. */
  readonly tabs = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** Whether a timer is waiting to run. */
  get pending(): boolean {
    return this.timer !== null;
  }

  /** Runs `task` after `ms`, replacing any timer waiting. */
  schedule(ms: number, task: () => void): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      task();
    }, ms);
    // A game waiting to leave memory must not keep the process alive.
    this.timer.unref?.();
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
