import Link from "next/link";
import {
  BOARD_TITLES,
  BOARDS,
  boardHref,
  PERIODS,
  type BoardParams,
} from "@/lib/leaderboard/board-params";
import { previousDate } from "@/lib/leaderboard/ranking";
import { LEVELS } from "@/lib/sudoku/level";

const PERIOD_TITLES = { week: "This week", all: "All time" } as const;

function TabLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 items-center rounded-md border px-3 text-sm font-medium ${
        current
          ? "border-accent bg-accent text-accent-fg"
          : "border-border bg-surface hover:underline"
      }`}
    >
      {children}
    </Link>
  );
}

function nextDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The boards as tabs (links, so every view has its own address), then the board's options. */
export function BoardNav({
  params,
  today,
  signedIn,
}: {
  params: BoardParams;
  today: string;
  signedIn: boolean;
}) {
  const { board } = params;
  // Switching board or option starts again at page 1 and keeps the filter.
  const keep = {
    raced: params.raced,
    level: params.level,
    period: params.period,
    date: params.date,
  };
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Boards">
        <ul className="flex flex-wrap gap-2">
          {BOARDS.map((b) => (
            <li key={b}>
              <TabLink href={boardHref({ ...keep, board: b })} current={b === board}>
                {BOARD_TITLES[b]}
              </TabLink>
            </li>
          ))}
        </ul>
      </nav>
      {board === "best" && (
        <nav aria-label="Levels">
          <ul className="flex flex-wrap gap-2">
            {LEVELS.map((level) => (
              <li key={level}>
                <TabLink
                  href={boardHref({ ...keep, board, level })}
                  current={level === params.level}
                >
                  <span className="capitalize">{level}</span>
                </TabLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {board === "wins" && (
        <nav aria-label="Period">
          <ul className="flex flex-wrap gap-2">
            {PERIODS.map((period) => (
              <li key={period}>
                <TabLink
                  href={boardHref({ ...keep, board, period })}
                  current={period === params.period}
                >
                  {PERIOD_TITLES[period]}
                </TabLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {board === "daily" && (
        <nav aria-label="Day" className="flex flex-wrap items-center gap-2 text-sm">
          <Link
            href={boardHref({ ...keep, board, date: previousDate(params.date) })}
            className="flex min-h-11 items-center rounded px-2 hover:underline"
          >
            ← Previous day
          </Link>
          <span className="font-medium">
            {params.date === today ? `Today (${params.date})` : params.date}
          </span>
          {params.date < today && (
            <Link
              href={boardHref({ ...keep, board, date: nextDate(params.date) })}
              className="flex min-h-11 items-center rounded px-2 hover:underline"
            >
              Next day →
            </Link>
          )}
        </nav>
      )}
      {signedIn && (
        <nav aria-label="Who" className="text-sm">
          <ul className="flex flex-wrap gap-2">
            <li>
              <TabLink
                href={boardHref({ ...params, raced: false, page: 1 })}
                current={!params.raced}
              >
                Everyone
              </TabLink>
            </li>
            <li>
              <TabLink href={boardHref({ ...params, raced: true, page: 1 })} current={params.raced}>
                People I raced with
              </TabLink>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
