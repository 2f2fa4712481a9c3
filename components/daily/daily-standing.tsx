"use client";

import { useEffect, useState } from "react";
import { standingText } from "@/lib/daily/standing-text";
import type { DailyStandingView } from "@/lib/daily/views";

/**
 * The player's place on the day, asked of the server once the attempt is over (the result is
 * written with the finishing move, so it is there to read), or that it is held for review.
 */
export function DailyStanding({ date }: { date: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/daily/${date}/result`, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<DailyStandingView>) : null))
      .then((view) => {
        if (live && view) setText(standingText(view, date));
      })
      // No standing is said rather than a wrong one; the daily page has it too.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [date]);
  return (
    <p data-testid="daily-standing" aria-live="polite" className="mt-2 min-h-5 text-sm font-medium">
      {text}
    </p>
  );
}
