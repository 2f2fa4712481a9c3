import Link from "next/link";
import { PRIMARY, SECONDARY } from "./styles";

/**
 * Where "Create a race" goes: the race page (create one, or join another code). The replay
 * link is the code's newest finished race.
 */
const CREATE_RACE_HREF = "/race";

/**
 * An invite whose room is gone: ended (it was swept after its races, which stay) or never
 * there (a mistyped code). Either way the way on is a race of one's own.
 */
export function RaceGone({
  code,
  replayRaceId,
  ended,
}: {
  code: string;
  ended: boolean;
  replayRaceId: string | null;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-3 py-12 text-center" data-testid="race-gone">
      <p className="text-sm text-muted">
        Race room <span className="font-mono font-semibold tracking-wider">{code}</span>
      </p>
      <h1 className="text-2xl font-bold">
        {ended ? "This race has ended" : "This race does not exist"}
      </h1>
      <p className="text-muted">
        {ended
          ? "Its room has closed. The results stay: watch how it went, or start a race of your own."
          : `No race has ever had the code ${code}. Check the link you were sent, or start a race of your own.`}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link href={CREATE_RACE_HREF} className={PRIMARY}>
          Create a race
        </Link>
        {replayRaceId ? (
          <Link href={`/replay/${replayRaceId}`} className={SECONDARY}>
            Watch the replay
          </Link>
        ) : null}
      </div>
    </div>
  );
}
