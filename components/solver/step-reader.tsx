"use client";

import type { Dispatch, ReactNode, SetStateAction } from "react";
import type { StepView } from "@/lib/game/protocol";
import { ExplanationText } from "../explanation-text";

interface StepReaderProps {
  /** Index of the step being read; stepCount means past the last one (solved). */
  position: number;
  stepCount: number;
  playing: boolean;
  step: StepView | null;
  onPosition: Dispatch<SetStateAction<number>>;
  onPlaying: Dispatch<SetStateAction<boolean>>;
}

/** Previous / Next / Play through the logical solution, with the step's explanation. */
export function StepReader({
  position,
  stepCount,
  playing,
  step,
  onPosition: setPosition,
  onPlaying: setPlaying,
}: StepReaderProps) {
  // Past the last step: a state of its own, so "Step 34 of 34" never reads as "done".
  const solved = position >= stepCount;
  return (
    <section aria-label="Logical solution" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <StepButton
          onClick={() => setPosition((p) => Math.max(0, p - 1))}
          disabled={position === 0}
        >
          Previous
        </StepButton>
        <StepButton
          onClick={() => setPosition((p) => Math.min(stepCount, p + 1))}
          disabled={position >= stepCount}
        >
          Next
        </StepButton>
        <StepButton onClick={() => setPlaying((p) => !p)} disabled={position >= stepCount}>
          {playing ? "Stop" : "Play"}
        </StepButton>
        <StepButton
          onClick={() => {
            setPlaying(false);
            setPosition(0);
          }}
          disabled={position === 0}
        >
          Reset
        </StepButton>
        <span
          className="text-sm text-muted"
          data-testid="step-counter"
          data-solved={solved || undefined}
        >
          {solved ? `Solved in ${stepCount} steps` : `Step ${position + 1} of ${stepCount}`}
        </span>
      </div>
      <div
        className={`min-h-16 rounded-md border p-3 text-sm ${
          solved ? "border-accent font-semibold" : "border-border bg-surface"
        }`}
        data-testid="step-explanation"
      >
        {step ? (
          <>
            {/* Explanations start with the technique's name; show it once. */}
            {step.explanation.startsWith(step.name) ? null : (
              <p className="font-semibold">{step.name}</p>
            )}
            {/* Keyed by step, so each opens at its start, not where the last one was scrolled. */}
            <ExplanationText key={position} text={step.explanation} />
          </>
        ) : (
          <p>Solved: every cell is filled, no step left.</p>
        )}
      </div>
    </section>
  );
}

function StepButton(props: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium disabled:opacity-50"
    >
      {props.children}
    </button>
  );
}
