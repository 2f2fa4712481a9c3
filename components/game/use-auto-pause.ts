import { useEffect, type RefObject } from "react";
import type { SessionState } from "@/lib/game/session";

/**
 * A hidden tab does not count as playing time: the clock pauses while the tab is hidden and
 * resumes when it shows again, unless the player paused on purpose meanwhile (`autoPaused`
 * is cleared by their Pause). A race or a daily runs on the wall clock: nothing to do.
 */
export function useAutoPause({
  wallClock,
  currentSession,
  pause,
  resume,
  autoPaused,
}: {
  wallClock: boolean;
  currentSession: () => SessionState | null;
  pause: (hidden?: boolean) => void;
  resume: () => void;
  autoPaused: RefObject<boolean>;
}) {
  useEffect(() => {
    if (wallClock) return;
    const onVisibility = () => {
      const current = currentSession();
      if (!current || current.status !== "playing") return;
      if (document.hidden) {
        if (current.timer.running) {
          autoPaused.current = true;
          pause(true);
        }
      } else if (autoPaused.current) {
        autoPaused.current = false;
        resume();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [currentSession, pause, resume, wallClock, autoPaused]);
}
