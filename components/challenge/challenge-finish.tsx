"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { beat, outcomeSentence } from "@/lib/challenge/outcome";
import type { ChallengeBoardRow } from "@/lib/game/challenge-protocol";
import { formatTime, ordinal } from "@/lib/race/format";
import { CARD, SECONDARY } from "../race/styles";
import { ChallengeFriend } from "./challenge-friend";
import { challengeCall } from "./use-challenge-call";

type Loaded =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; rows: ChallengeBoardRow[]; myGameId: string | null };

/**
 * The end of a challenge: how the player's run stands against each ghost, both times with
 * hints and mistakes, the challenge's board (each row opens that run's replay), and "Pass it
 * on". Loaded once the game is over, off the page's first load.
 */
export function ChallengeFinish({ code }: { code: string }) {
  const [state, setState] = useState<Loaded>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void challengeCall("challenge:board", { code }).then((answer) => {
      if (!live) return;
      setState(
        answer.ok
          ? { kind: "ready", rows: answer.rows, myGameId: answer.myGameId }
          : { kind: "failed", message: answer.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [code, attempt]);

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-sm text-muted">
        Loading the board…
      </p>
    );
  }
  if (state.kind === "failed") {
    return (
      <div className="flex flex-col gap-2">
        <p role="alert">{state.message}</p>
        <button type="button" className={SECONDARY} onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }

  const { rows, myGameId } = state;
  const mine = rows.find((row) => row.gameId === myGameId) ?? null;
  const ghosts = rows.filter((row) => row.ghost);
  const passable = mine?.solved && mine.review === null;
  return (
    <div className="flex flex-col gap-4" data-testid="challenge-finish">
      {mine ? (
        <section aria-labelledby="outcome" className={`${CARD} flex flex-col gap-3`}>
          {ghosts.map((ghost, i) => {
            const won = beat(mine, ghost);
            const sentence = outcomeSentence(mine, ghost);
            return i === 0 ? (
              <h2
                key={ghost.gameId}
                id="outcome"
                data-testid="outcome"
                data-won={won}
                className={`text-xl font-bold ${won ? "text-accent" : ""}`}
              >
                {sentence}
              </h2>
            ) : (
              <p key={ghost.gameId} className="font-medium">
                {sentence}
              </p>
            );
          })}
          <table className="w-full text-sm">
            <caption className="sr-only">Both runs</caption>
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="font-normal">
                  Run
                </th>
                <th scope="col" className="text-right font-normal">
                  Time
                </th>
                <th scope="col" className="text-right font-normal">
                  Hints
                </th>
                <th scope="col" className="text-right font-normal">
                  Mistakes
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {[mine, ...ghosts].map((row) => (
                <tr key={row.gameId}>
                  <th scope="row" className="max-w-28 truncate text-left font-medium">
                    {row === mine ? "You" : row.name}
                  </th>
                  <td className="text-right font-mono">
                    {row.solved ? formatTime(row.rankedMs) : "Not solved"}
                    {row.solved && row.penaltyMs > 0 ? (
                      <span className="block text-xs text-muted">
                        {formatTime(row.activeMs)} + {formatTime(row.penaltyMs)}
                      </span>
                    ) : null}
                  </td>
                  <td className="text-right">{row.hints}</td>
                  <td className="text-right">{row.mistakes}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {mine.review !== null ? (
            <p className="text-sm text-muted">
              Your solve is under review: the board shows it to you only.
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="board-title" className="flex flex-col gap-2">
        <h2 id="board-title" className="text-lg font-semibold">
          Challenge board
        </h2>
        <ol
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
          data-testid="challenge-board"
        >
          {rows.map((row) => (
            <li
              key={row.gameId}
              data-testid="board-row"
              data-mine={row.mine}
              className={`flex items-center gap-2 px-3 py-2 text-sm ${row.mine ? "bg-accent/10" : ""}`}
            >
              <span className="w-9 shrink-0 font-semibold tabular-nums">
                {row.rank !== null ? ordinal(row.rank) : "–"}
              </span>
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium">{row.name}</span>
                {row.mine ? <span className="text-muted"> (you)</span> : null}
                {row.ghost ? <span className="text-muted"> · ghost</span> : null}
                {row.review !== null ? (
                  <span className="block text-xs text-muted">under review</span>
                ) : null}
              </span>
              <span className="shrink-0 font-mono tabular-nums">
                {row.solved ? formatTime(row.rankedMs) : "DNF"}
              </span>
              <Link
                href={`/replay/${row.replayId}`}
                className="shrink-0 rounded px-1 text-accent underline underline-offset-2"
                aria-label={`Replay of ${row.name}'s run`}
              >
                Replay
              </Link>
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted">Time plus penalties for hints and mistakes.</p>
      </section>

      {passable && myGameId ? (
        <section aria-label="Pass it on" className="flex flex-col gap-1">
          <p className="text-sm text-muted">
            Pass it on: your friend races you, the challenger and the fastest here.
          </p>
          <ChallengeFriend gameId={myGameId} label="Pass it on" />
        </section>
      ) : null}
    </div>
  );
}
