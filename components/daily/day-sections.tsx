import Link from "next/link";
import type { DailyDayView } from "@/lib/daily/views";
import { ResultCard } from "./result-card";
import { StandingsTable } from "./standings-table";

interface DaySectionsProps {
  day: DailyDayView;
  guest: boolean;
}

/** A day's result (the player's own, once over) and its standings. */
export function DaySections({ day, guest }: DaySectionsProps) {
  const result = day.mine?.result ?? null;
  return (
    <>
      {result ? (
        <ResultCard date={day.date} level={day.level} result={result} guest={guest} />
      ) : null}
      {guest && !result ? (
        <p className="text-sm text-muted">
          Guests play too, unranked.{" "}
          <Link href={`/signin?callbackUrl=${encodeURIComponent("/daily")}`} className="underline">
            Sign in to be ranked
          </Link>
          .
        </p>
      ) : null}
      <StandingsTable day={day} />
    </>
  );
}
