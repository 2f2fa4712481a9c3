import { useCallback, useEffect, useRef, useState } from "react";
import { advance, type Speed } from "./playback";

export interface Playback {
  atMs: number;
  playing: boolean;
  speed: Speed;
  setSpeed: (speed: Speed) => void;
  /** Plays from where the clock is (from the start when it is at the end), or pauses. */
  toggle: () => void;
  seek: (atMs: number) => void;
  /** The clock as of now, for handlers that run between renders (a fast double key press). */
  current: () => number;
}

/** The replay clock: race time that runs at 1x, 4x or 16x on animation frames. */
export function usePlayback(durationMs: number): Playback {
  const [atMs, setAtMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<Speed>(4);
  // The frame loop reads the clock from here, so a seek or a new speed never restarts it.
  const clock = useRef({ atMs: 0, speed: 4 as Speed });

  const setSpeed = useCallback((next: Speed) => {
    clock.current.speed = next;
    setSpeedState(next);
  }, []);

  const seek = useCallback(
    (to: number) => {
      const clamped = Math.min(durationMs, Math.max(0, to));
      clock.current.atMs = clamped;
      setAtMs(clamped);
    },
    [durationMs],
  );

  const toggle = useCallback(() => {
    if (!playing && clock.current.atMs >= durationMs) seek(0);
    setPlaying(!playing);
  }, [playing, durationMs, seek]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = advance(clock.current.atMs, now - last, clock.current.speed, durationMs);
      last = now;
      clock.current.atMs = next;
      setAtMs(next);
      if (next >= durationMs) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, durationMs]);

  const current = useCallback(() => clock.current.atMs, []);

  return { atMs, playing, speed, setSpeed, toggle, seek, current };
}
