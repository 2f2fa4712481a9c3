import Link from "next/link";
import type { Board } from "@/lib/leaderboard/board-params";
import type { BoardEntry } from "@/lib/leaderboard/board-view";
import { rankedTimeTexts } from "@/lib/leaderboard/ranking";

const VALUE_HEADINGS: Record<Board, string> = {
  daily: "Time + penalties",
  best: "Time + penalties",
  wins: "Wins",
  streaks: "Longest streak",
};

const isTimed = (board: Board) => board === "daily" || board === "best";

function formatValue(board: Board, value: number): string {
  if (board === "streaks") return `${value} ${value === 1 ? "day" : "days"}`;
  return String(value);
}

function EntryRow({
  board,
  entry,
  own,
  time,
}: {
  board: Board;
  entry: BoardEntry;
  own: boolean;
  /** A timed board's value as the table says it (whole seconds, tenths where needed). */
  time?: string;
}) {
  return (
    <tr
      className={`border-t border-border ${own ? "bg-[var(--peer)] font-semibold" : ""}`}
      aria-current={own ? "true" : undefined}
    >
      <td className="px-2 py-2 text-right tabular-nums">{entry.rank}</td>
      <th scope="row" className="px-2 py-2 text-left font-normal [overflow-wrap:anywhere]">
        {/* A display name is user text: React renders it as text, never as markup. */}
        <Link href={`/u/${encodeURIComponent(entry.username)}`} className="hover:underline">
          {entry.displayName}
        </Link>
        {own && <span className="text-muted"> (you)</span>}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">
        {time ?? formatValue(board, entry.value)}
      </td>
      {board === "streaks" && (
        <td className="px-2 py-2 text-right tabular-nums">
          {formatValue(board, entry.currentStreak ?? 0)}
        </td>
      )}
    </tr>
  );
}

/**
 * One page of a board; the viewer's row is marked, and when it is not on this page it follows
 * the page in a body of its own, with its rank on the whole board.
 */
export function BoardTable({
  board,
  caption,
  entries,
  own,
  ownOnPage,
}: {
  board: Board;
  caption: string;
  entries: BoardEntry[];
  own: BoardEntry | null;
  ownOnPage: boolean;
}) {
  // The viewer's row below the page is one more row of the same table.
  const rows = own && !ownOnPage ? [...entries, own] : entries;
  const times = isTimed(board) ? rankedTimeTexts(rows.map((entry) => entry.value)) : [];
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-surface">
      <table className="w-full text-sm" data-testid="leaderboard">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="w-14 px-2 py-2 text-right font-medium">
              Rank
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              Player
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {VALUE_HEADINGS[board]}
            </th>
            {board === "streaks" && (
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Current
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            <EntryRow
              key={entry.playerId}
              board={board}
              entry={entry}
              own={entry.playerId === own?.playerId}
              time={times[i]}
            />
          ))}
        </tbody>
        {own && !ownOnPage && (
          <tbody data-testid="own-rank">
            <tr>
              <td
                colSpan={board === "streaks" ? 4 : 3}
                className="border-t-2 border-border px-2 pt-2 text-muted"
              >
                Your place
              </td>
            </tr>
            <EntryRow board={board} entry={own} own time={times[entries.length]} />
          </tbody>
        )}
      </table>
    </div>
  );
}
