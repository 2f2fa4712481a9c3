/**
 * The big 3-2-1 over the page before the puzzle appears. Silent for screen readers: the race
 * page's live region says the count once per second instead.
 */
export function CountdownOverlay({ seconds }: { seconds: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="countdown"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-2 bg-bg/90"
    >
      <p className="text-lg font-medium text-muted">Get ready</p>
      <p
        key={seconds}
        className="font-mono text-9xl font-bold tabular-nums motion-safe:animate-pulse"
      >
        {seconds}
      </p>
    </div>
  );
}
