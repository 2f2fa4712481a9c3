import { useEffect, useState } from "react";
import { formatTime } from "@/lib/race/format";

// The one clock format of the app, shared with the race pages (lib is pure, so it lives there).
export { formatTime };

export interface TimerProps {
  /** The server's reading, and the local time it was received at (performance.now()). */
  elapsedMs: number;
  running: boolean;
  since: number;
}

/** The game clock: the server's elapsed time, ticking locally while it runs. */
export function Timer({ elapsedMs, running, since }: TimerProps) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(id);
  }, [running]);
  const shown = running ? elapsedMs + Math.max(0, now - since) : elapsedMs;
  return (
    <span
      role="timer"
      aria-label="Time"
      className="font-mono text-lg tabular-nums"
      data-elapsed={Math.floor(shown)}
    >
      {formatTime(shown)}
    </span>
  );
}
