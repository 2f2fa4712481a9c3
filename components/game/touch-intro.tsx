"use client";

import { useEffect, useState } from "react";
import { useStoredFlag } from "./use-stored-flag";

/**
 * On phones, a short first-use explanation of the entry modes and drag-select, shown once and
 * remembered: a touch player has no keyboard hints line to read.
 */
export function TouchIntro() {
  const [seen, setSeen, ready] = useStoredFlag("nonet.touchIntroSeen", false);
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(pointer: coarse), (max-width: 640px)");
    // Media queries exist only in the browser, after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhone(query.matches);
  }, []);
  if (!ready || seen || !phone) return null;
  return (
    <section
      aria-label="How to play on a phone"
      data-testid="touch-intro"
      className="rounded-lg border border-border bg-surface p-3 text-sm shadow-sm"
    >
      <p>
        Tap a cell, then a number. <strong>Digit</strong> writes the answer, <strong>Corner</strong>{" "}
        and <strong>Centre</strong> write notes, <strong>Colour</strong> tints cells. Drag across
        cells to select several at once.
      </p>
      <button
        type="button"
        onClick={() => setSeen(true)}
        className="mt-2 min-h-11 rounded-md bg-accent px-4 font-medium text-accent-fg"
      >
        Got it
      </button>
    </section>
  );
}
