import { useEffect, useState } from "react";

/**
 * The server's time now (local clock plus the room's offset), re-read every `tickMs` while
 * given; null until mounted, since the server render has no browser clock to agree with.
 */
export function useServerNow(offset: number, tickMs: number | null): number | null {
  const [local, setLocal] = useState<number | null>(null);
  useEffect(() => {
    // The clock is read after mount on purpose (see above), then on each tick.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLocal(Date.now());
    if (tickMs === null) return;
    const id = window.setInterval(() => setLocal(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return local === null ? null : local + offset;
}
