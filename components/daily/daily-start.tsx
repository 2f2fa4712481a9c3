"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadSocket } from "../game/socket";

// The first start of the day may generate the puzzle: longer than an ordinary ack.
const START_TIMEOUT_MS = 20_000;
const NO_ANSWER = "The server did not answer. Check your connection and try again.";

interface DailyStartProps {
  date: string;
  /** The player has an attempt in play: the button resumes it. */
  resume: boolean;
  /** A past day: played as practice (the server decides; the button says so). */
  practice?: boolean;
}

/**
 * Starts (or resumes) today's attempt on the server and opens its board; for a past day, a
 * practice game of it (or the one in play).
 */
export function DailyStart({ date, resume, practice = false }: DailyStartProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setBusy(true);
    setError(null);
    void loadSocket().then((socket) => {
      socket.timeout(START_TIMEOUT_MS).emit("daily:start", { date }, (err, result) => {
        if (err || !result.ok) {
          setBusy(false);
          setError(err ? NO_ANSWER : result.ok ? null : result.error.message);
          return;
        }
        router.push(`/play/${result.gameId}`);
      });
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={start}
        disabled={busy}
        className="min-h-11 self-start rounded-md bg-accent px-5 py-2 font-semibold text-accent-fg disabled:opacity-60"
      >
        {practice
          ? "Play this day as practice"
          : resume
            ? "Continue today's daily"
            : "Play today's daily"}
      </button>
      {practice ? (
        <p className="text-sm text-muted">
          Practice is unranked: it is not on the day&apos;s standings or your streak.
        </p>
      ) : null}
      <p role="alert" className="min-h-5 text-sm text-conflict">
        {error}
      </p>
    </div>
  );
}
