"use client";

import type { StepView } from "@/lib/game/protocol";
import { ExplanationText } from "../explanation-text";

interface ChosenStepProps {
  step: StepView;
  /** Back to the step's entry in the list (far below the board on a phone). */
  onBack: () => void;
  onHide: () => void;
}

/**
 * The step chosen from "all steps", explained right under the board, so the cells it names
 * and its explanation are read together wherever the list has scrolled to.
 */
export function ChosenStep({ step, onBack, onHide }: ChosenStepProps) {
  return (
    <section
      id="chosen-step"
      aria-label="Chosen step"
      data-testid="chosen-step"
      className="below-board flex min-h-16 flex-col gap-2 overflow-y-auto rounded-md border border-accent bg-surface p-3 text-sm"
    >
      {/* Explanations start with the technique's name; show it once. */}
      {step.explanation.startsWith(step.name) ? null : (
        <p className="shrink-0 font-semibold">{step.name}</p>
      )}
      <ExplanationText key={step.explanation} text={step.explanation} listClassName="" />
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          onClick={onBack}
          className="rounded-md border border-border px-3 py-1.5 font-medium"
        >
          Back to the list
        </button>
        <button
          type="button"
          onClick={onHide}
          className="rounded-md border border-border px-3 py-1.5 font-medium"
        >
          Hide
        </button>
      </div>
    </section>
  );
}
