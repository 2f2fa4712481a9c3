"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import type { ReplayProblem } from "./replay-text";
import { useReplay } from "./use-replay";

// Loaded with the replay (use-replay starts fetching it): it brings the engine's board code.
const ReplayPlayer = dynamic(() => import("./replay-player").then((m) => m.ReplayPlayer), {
  loading: () => <Loading />,
});

const PROBLEMS: Record<ReplayProblem, { title: string; text: string }> = {
  missing: {
    title: "No such race",
    text: "There is no race at this address. The link may be mistyped.",
  },
  racing: {
    title: "This race is still going",
    text: "The replay opens once every racer has finished, given up or left.",
  },
  failed: {
    title: "The replay did not load",
    text: "The server did not answer. Check your connection and try again.",
  },
};

/** The replay page's client side: fetches the race over the socket, then plays it. */
export function ReplayScreen({ raceId }: { raceId: string }) {
  const { state, retry } = useReplay(raceId);

  if (state.kind === "ready") return <ReplayPlayer data={state.data} race={state.race} />;

  if (state.kind === "loading") return <Loading />;

  const { title, text } = PROBLEMS[state.problem];
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="replay-problem">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-6 flex justify-center gap-3">
        {state.problem === "missing" ? null : (
          <button
            type="button"
            onClick={retry}
            className="min-h-11 rounded-md border border-border px-4 py-2 font-medium"
          >
            {state.problem === "racing" ? "Check again" : "Try again"}
          </button>
        )}
        <Link
          href="/"
          className="flex min-h-11 items-center rounded-md border border-accent bg-accent px-4 py-2 font-medium text-accent-fg"
        >
          Home
        </Link>
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-8 py-6" aria-busy="true">
      <section>
        <h1 className="text-3xl font-bold tracking-tight">Race replay</h1>
        <p className="mt-2 text-muted" role="status">
          Loading the race…
        </p>
      </section>
      <div className="h-64 rounded-xl border border-border bg-surface" />
    </div>
  );
}
