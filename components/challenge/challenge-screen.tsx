"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { challengeLevelName } from "@/lib/challenge/share";
import type { ChallengeView, GhostRun } from "@/lib/game/challenge-protocol";
import { formatTime } from "@/lib/race/format";
import { NameForm } from "../race/name-form";
import { CARD, PRIMARY } from "../race/styles";
import { useStoredName } from "../race/use-stored-name";
import { challengeCall } from "./use-challenge-call";

// The board and the ghosts come with Start: fetched as soon as the landing is up, off the
// page's first load (the landing paints with who, what and the time alone), as the race page.
const loadGameScreen = () => import("../game/game-screen");
const GameScreen = lazy(() => loadGameScreen().then((module) => ({ default: module.GameScreen })));
const loadGhostsPanel = () => import("./ghosts-panel");
const GhostsPanel = lazy(() =>
  loadGhostsPanel().then((module) => ({ default: module.GhostsPanel })),
);
// The end and the link-making: shown after a game, off the page's first load.
const ChallengeFinish = lazy(() =>
  import("./challenge-finish").then((module) => ({ default: module.ChallengeFinish })),
);
const ShareLink = lazy(() =>
  import("./challenge-friend").then((module) => ({ default: module.ShareLink })),
);

interface Run {
  gameId: string;
  ghosts: GhostRun[];
  /** The run's start on this page's clock. */
  startedAt: number;
}

export interface ChallengeScreenProps {
  view: ChallengeView;
  /** A signed-in player's name: they take the challenge under it. */
  accountName: string | null;
}

/**
 * A challenge link's page: who challenged, the level and the time to beat, then Start: the
 * full single-player board with the ghosts beside it, and at the end the outcome and the board.
 */
export function ChallengeScreen({ view, accountName }: ChallengeScreenProps) {
  const [storedName, remember] = useStoredName();
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState({ filled: 0, toFill: view.toFill, status: "playing" });
  const [name, setName] = useState(accountName ?? "");

  const start = async (as: string) => {
    setBusy(true);
    setError(null);
    const answer = await challengeCall("challenge:start", { code: view.code, name: as });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    if (!accountName) remember(as);
    setName(as);
    // The server's clock, lined up with this page's: the ghosts move from the server's start.
    const offset = answer.serverNow - Date.now();
    setRun({ gameId: answer.gameId, ghosts: answer.ghosts, startedAt: answer.startsAt - offset });
  };

  useEffect(() => {
    void loadGameScreen();
    void loadGhostsPanel();
  }, []);

  const onProgress = useCallback(
    (next: { filled: number; toFill: number; status: string }) => setProgress(next),
    [],
  );

  if (run) {
    const over = progress.status !== "playing";
    return (
      <Suspense fallback={<p className="py-6 text-muted">Loading the board…</p>}>
        <GameScreen
          key={run.gameId}
          gameId={run.gameId}
          race={{
            hintsAllowed: view.hintsAllowed,
            noun: "challenge",
            onProgress,
            aside: (
              <div className="flex flex-col gap-4">
                <Suspense fallback={null}>
                  <GhostsPanel
                    you={name || "You"}
                    ghosts={run.ghosts}
                    startedAt={run.startedAt}
                    filled={progress.filled}
                    toFill={progress.toFill}
                    over={over}
                  />
                </Suspense>
                {over ? (
                  <Suspense fallback={null}>
                    <ChallengeFinish code={view.code} />
                  </Suspense>
                ) : null}
              </div>
            ),
          }}
        />
      </Suspense>
    );
  }

  const level = challengeLevelName(view.level);
  return (
    <div
      className="mx-auto flex w-full max-w-md flex-col gap-5 py-6"
      data-testid="challenge-landing"
    >
      <section className="flex flex-col gap-1">
        <p className="text-sm font-medium tracking-wide text-muted uppercase">Challenge</p>
        <h1 className="text-3xl font-bold tracking-tight">
          {!view.own
            ? `${view.creatorName} challenges you`
            : view.creator
              ? "Your challenge"
              : `${view.creatorName}'s challenge`}
        </h1>
        <p className="text-muted">
          {!view.own
            ? view.ghosts.length === 1
              ? `Race ${view.ghosts[0].name}'s recorded run on the same puzzle: the ghost fills cells at the pace it was played.`
              : `Race the recorded runs of ${names(view.ghosts)} on the same puzzle: each ghost fills cells at the pace it was played.`
            : view.creator
              ? "Friends with the link race your run on the same puzzle; their times land on the board below."
              : `Your run is one of its ghosts: ${view.creatorName} passed it on, and friends with the link race it; their times land on the board below.`}
        </p>
      </section>

      <dl className={`${CARD} grid grid-cols-2 gap-y-2 p-4`}>
        <dt className="text-muted">Level</dt>
        <dd className="text-right font-medium" data-testid="challenge-level">
          {level}
        </dd>
        <dt className="text-muted">Time to beat</dt>
        <dd
          className="text-right font-mono text-2xl font-bold tabular-nums"
          data-testid="time-to-beat"
        >
          {formatTime(view.timeToBeatMs)}
        </dd>
        {view.ghosts.length > 1 ? (
          <>
            <dt className="text-muted">Runs</dt>
            <dd className="text-right">
              {view.ghosts.map((g) => `${g.name} ${formatTime(g.rankedMs)}`).join(", ")}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Hints</dt>
        <dd className="text-right">{view.hintsAllowed ? "Allowed, with penalties" : "Off"}</dd>
        {view.mistakeChecking ? (
          <>
            <dt className="text-muted">Mistakes</dt>
            <dd className="text-right">Checked: three and out</dd>
          </>
        ) : null}
      </dl>

      {view.own ? (
        <section className="flex flex-col gap-3">
          <p>You know this puzzle: send the link to a friend, and see how they do.</p>
          <Suspense fallback={null}>
            <ShareLink
              made={{
                code: view.code,
                level: view.level,
                ghosts: view.ghosts.length,
                timeToBeatMs: view.timeToBeatMs,
              }}
            />
          </Suspense>
          <Suspense fallback={null}>
            <ChallengeFinish code={view.code} />
          </Suspense>
        </section>
      ) : view.myGameId ? (
        <button
          type="button"
          className={PRIMARY}
          disabled={busy}
          autoFocus
          onClick={() => void start(accountName ?? storedName ?? "Guest")}
        >
          {view.myRunOver ? "See your result" : "Continue your run"}
        </button>
      ) : accountName ? (
        <button
          type="button"
          className={PRIMARY}
          disabled={busy}
          onClick={() => void start(accountName)}
        >
          Start
        </button>
      ) : (
        <NameForm
          initial={storedName}
          submitLabel="Start"
          busy={busy}
          onSubmit={(typed) => void start(typed)}
        />
      )}
      {view.own || view.myRunOver ? null : (
        <p className="text-sm text-muted">
          The clock starts when you press Start, and never pauses.
        </p>
      )}
      {error ? (
        <p role="alert" className="text-conflict">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Ada", "Ada and Ben", "Ada, Ben and Cy": the runs a passed-on challenge races. */
function names(ghosts: readonly { name: string }[]): string {
  const all = ghosts.map((g) => g.name);
  return all.length < 2 ? (all[0] ?? "") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}
