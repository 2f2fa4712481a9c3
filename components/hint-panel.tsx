import { useEffect, useRef } from "react";
import { hintSummary } from "@/lib/game/hint-summary";
import type { HintCounts, HintLevel, HintView } from "@/lib/game/protocol";
import { cellWords } from "@/lib/sudoku/cell-words";
import { explanationSummary } from "@/lib/sudoku/explanation";
import { ExplanationText } from "./explanation-text";
import { showWithBoard } from "./show-with-board";

export interface HintPanelProps {
  hint: HintView;
  counts: HintCounts;
  busy: boolean;
  /** Ask for the next, more telling level of the same hint. */
  onMore: (level: HintLevel) => void;
  onApply: () => void;
  onDismiss: () => void;
}

const NEXT: Partial<Record<HintLevel, { level: HintLevel; label: string }>> = {
  nudge: { level: "cells", label: "Show cells" },
  cells: { level: "step", label: "Show step" },
};

const BUTTON = "min-h-11 rounded-md px-3 py-1.5 font-medium disabled:opacity-50";

/**
 * What the live region says of a new hint, cells in words. A forcing net with techniques
 * explains itself at length: the live region reads its summary.
 */
export function hintAnnouncement(hint: HintView | null): string | null {
  if (hint?.kind === "step") {
    return `Hint: ${cellWords(explanationSummary(hint.step.explanation, 300))}`;
  }
  if (hint?.kind === "mistake" || hint?.kind === "missing") {
    return `Hint: ${cellWords(hint.explanation)}`;
  }
  return null;
}

/**
 * The hint the server gave, one level at a time: a nudge names the technique and where to
 * look, "Show cells" marks them on the board, "Show step" explains it all and offers Apply.
 */
export function HintPanel({ hint, counts, busy, onMore, onApply, onDismiss }: HintPanelProps) {
  const title =
    hint.kind === "step"
      ? hint.level === "nudge"
        ? "Hint"
        : hint.step.name
      : hint.kind === "mistake"
        ? "Check this cell"
        : hint.kind === "missing"
          ? "Check your notes"
          : "Solved";
  const text =
    hint.kind === "step"
      ? hint.step.explanation
      : hint.kind === "solved"
        ? "The board is already complete."
        : hint.explanation;
  const next = hint.kind === "step" ? NEXT[hint.level] : undefined;
  // Under the board on a phone, beside it on a desktop: each new level scrolls the page as
  // little as needed to show the board and the whole panel together (its height is capped so
  // they fit; the explanation scrolls inside). A block body: newer browsers return a promise
  // from scroll calls, which React would take for a clean-up function.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const board = document.querySelector('[role="grid"]');
    if (panel.current && board) showWithBoard(board, panel.current);
  }, [hint]);
  return (
    <section
      ref={panel}
      aria-label="Hint"
      data-testid="hint-panel"
      data-level={hint.kind === "step" ? hint.level : hint.kind}
      className="hint-panel flex flex-col rounded-lg border border-border bg-surface p-3 text-sm shadow-sm"
    >
      {/* Step explanations already start with the technique's name. */}
      {text.startsWith(title) ? null : <h2 className="shrink-0 font-semibold">{title}</h2>}
      <ExplanationText
        key={text}
        className="mt-1"
        listClassName=""
        scrolls
        testId="hint-explanation"
        text={text}
      />
      <div className="mt-2 flex shrink-0 flex-wrap gap-2">
        {next ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onMore(next.level)}
            className={`${BUTTON} bg-accent text-accent-fg`}
          >
            {next.label}
          </button>
        ) : null}
        {hint.kind === "step" && hint.level === "step" ? (
          <button
            type="button"
            disabled={busy}
            onClick={onApply}
            className={`${BUTTON} bg-accent text-accent-fg`}
          >
            Apply
          </button>
        ) : null}
        <button type="button" onClick={onDismiss} className={`${BUTTON} border border-border`}>
          Dismiss
        </button>
      </div>
      <p data-testid="hint-counts" className="mt-2 shrink-0 text-xs text-muted">
        So far: {hintSummary(counts)}
      </p>
    </section>
  );
}
