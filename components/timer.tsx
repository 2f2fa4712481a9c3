import { useEffect, useState } from "react";

/** "m:ss", or "h:mm:ss" past an hour. */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

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
