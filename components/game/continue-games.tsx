"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import type { GameSummary } from "@/lib/game/protocol";
import { formatTime } from "../timer";
import { LEVEL_NAMES } from "./levels";
import { ACK_TIMEOUT_MS, loadSocket } from "./socket";

const RELATIVE = [
  { unit: "day", ms: 86_400_000 },
  { unit: "hour", ms: 3_600_000 },
  { unit: "minute", ms: 60_000 },
] as const;

/** "5 minutes ago", "yesterday", "just now": when the game last changed. */
export function relativeTime(iso: string, now: number): string {
  const ago = now - Date.parse(iso);
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const { unit, ms } of RELATIVE) {
    if (ago >= ms) return format.format(-Math.floor(ago / ms), unit);
  }
  return "just now";
}

/**
 * The player's unfinished games (`game:list`), each with a Continue link. Shows nothing when
 * there are none or the server does not answer: it is a shortcut, not the page's content.
 */
export function ContinueGames() {
  const [games, setGames] = useState<GameSummary[]>([]);
  const [now, setNow] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void loadSocket().then((socket) =>
      socket.timeout(ACK_TIMEOUT_MS).emit("game:list", {}, (err, result) => {
        if (cancelled || err || !result.ok) return;
        setNow(Date.now());
        setGames(result.games);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  if (games.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="flex flex-col gap-2">
      <h2 id="continue-heading" className="text-xl font-semibold">
        Continue
      </h2>
      <ul className="flex flex-col gap-2">
        {games.map((game) => (
          <li
            key={game.id}
            data-testid="continue-game"
            className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-3 py-2"
          >
            <span className="flex flex-wrap items-baseline gap-x-3 text-sm">
              <span className="font-semibold">
                {game.level === "custom" ? "Custom" : LEVEL_NAMES[game.level]}
              </span>
              <span className="font-mono">{formatTime(game.elapsedMs)}</span>
              <span aria-label={`${game.filled} of ${game.toFill} cells filled`}>
                {game.filled}/{game.toFill}
              </span>
              <span className="text-muted">{relativeTime(game.updatedAt, now)}</span>
            </span>
            <Link
              href={`/play/${game.id}`}
              className="rounded-md border border-accent bg-accent px-3 py-1 text-sm font-medium text-accent-fg"
            >
              Continue
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
