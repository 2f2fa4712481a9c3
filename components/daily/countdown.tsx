"use client";

import { useEffect, useState } from "react";
import { formatTime } from "@/lib/race/format";

interface CountdownProps {
  /** When the next daily appears (epoch ms, the server's clock). */
  nextAt: number;
  /** The server's clock when the page was rendered: the browser's may be off. */
  serverNow: number;
}

/**
 * Time to the next daily, by the server's clock. The server render shows the figure at
 * render time in a fixed-width box, so nothing moves when the client takes over.
 */
export function Countdown({ nextAt, serverNow }: CountdownProps) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    // The offset is taken once: rendering and loading take a moment, not hours.
    const offset = serverNow - Date.now();
    const tick = () => setNow(Date.now() + offset);
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [serverNow]);
  const left = Math.max(0, nextAt - now);
  return (
    <p className="text-sm text-muted">
      Next puzzle in{" "}
      <span
        className="inline-block min-w-[7ch] font-mono text-fg tabular-nums"
        data-testid="daily-countdown"
        suppressHydrationWarning
      >
        {left > 0 ? formatTime(left) : "a moment: reload"}
      </span>
    </p>
  );
}
