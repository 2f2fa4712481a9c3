"use client";

import {
  useLayoutEffect,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type SetStateAction,
} from "react";
import type { StepView } from "@/lib/game/protocol";
import { ExplanationText } from "../explanation-text";

interface StepReaderProps {
  /** Index of the step being read; stepCount means past the last one (solved). */
  position: number;
  stepCount: number;
  playing: boolean;
  step: StepView | null;
  /** Off while a step chosen from "all steps" is explained under the board instead. */
  showExplanation?: boolean;
  onPosition: Dispatch<SetStateAction<number>>;
  onPlaying: Dispatch<SetStateAction<boolean>>;
}

/**
 * Previous / Next / Play through the logical solution, with the step's explanation. Left and
 * right arrows step too while focus is on the controls.
 */
export function StepReader({
  position,
  stepCount,
  playing,
  step,
  showExplanation = true,
  onPosition: setPosition,
  onPlaying: setPlaying,
}: StepReaderProps) {
  // Past the last step: a state of its own, so "Step 34 of 34" never reads as "done".
  const solved = position >= stepCount;
  const controls = useRef<HTMLDivElement>(null);
  const previous = () => setPosition((p) => Math.max(0, p - 1));
  const next = () => setPosition((p) => Math.min(stepCount, p + 1));

  // Next at the end, Previous at the start, Reset, Stop when the playing ends: a focused button
  // that disables itself would drop keyboard focus to the page. Hand it to Next, else Previous,
  // before the browser lets go of it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const group = controls.current;
    if (!group || !(active instanceof HTMLButtonElement) || !active.disabled) return;
    if (!group.contains(active)) return;
    const usable = (step: string) =>
      group.querySelector<HTMLButtonElement>(`button[data-step="${step}"]:enabled`);
    (usable("next") ?? usable("previous"))?.focus();
  }, [position, playing]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label="Logical solution" className="flex flex-col gap-2">
      <div
        ref={controls}
        role="group"
        aria-label="Step controls"
        onKeyDown={onKeyDown}
        className="flex flex-wrap items-center gap-2"
      >
        <StepButton onClick={previous} disabled={position === 0} keys="ArrowLeft" step="previous">
          Previous
        </StepButton>
        <StepButton onClick={next} disabled={position >= stepCount} keys="ArrowRight" step="next">
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
      {showExplanation ? (
        <div
          className={`below-board flex min-h-16 flex-col overflow-y-auto rounded-md border p-3 text-sm ${
            solved ? "border-accent font-semibold" : "border-border bg-surface"
          }`}
          data-testid="step-explanation"
        >
          {step ? (
            <>
              {/* Explanations start with the technique's name; show it once. */}
              {step.explanation.startsWith(step.name) ? null : (
                <p className="shrink-0 font-semibold">{step.name}</p>
              )}
              {/* Keyed by step, so each opens at its start, not where the last one was scrolled. */}
              <ExplanationText key={position} text={step.explanation} listClassName="" />
            </>
          ) : (
            <p>Solved: every cell is filled, no step left.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function StepButton(props: {
  onClick: () => void;
  disabled?: boolean;
  /** The arrow that does the same (announced to screen readers). */
  keys?: string;
  /** Previous and Next: where focus goes when the focused button disables itself. */
  step?: "previous" | "next";
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-keyshortcuts={props.keys}
      data-step={props.step}
      className="rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium disabled:opacity-50"
    >
      {props.children}
    </button>
  );
}
