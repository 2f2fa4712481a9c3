"use client";

import { useMemo } from "react";
import type { StepView } from "@/lib/game/protocol";
import { cellWords } from "@/lib/sudoku/cell-words";
import { explanationSummary } from "@/lib/sudoku/explanation";

interface AllStepsPanelProps {
  /** null while the worker is still listing them. */
  steps: readonly StepView[] | null;
  /** Index in `steps` of the step shown on the board, or null. */
  selected: number | null;
  onSelect: (index: number | null) => void;
}

/** The id of the list entry for `steps[index]`, to come back to it from the board. */
export const allStepsEntryId = (index: number) => `all-steps-${index}`;

/**
 * Every step available at the board's position, grouped by technique in the solver's order,
 * one line each; choosing one shows it on the board and explains it under the board (choosing
 * it again hides it).
 */
export function AllStepsPanel({ steps, selected, onSelect }: AllStepsPanelProps) {
  const groups = useMemo(() => {
    const byTechnique = new Map<
      string,
      { name: string; items: { index: number; summary: string }[] }
    >();
    steps?.forEach((step, index) => {
      const item = { index, summary: cellWords(explanationSummary(step.explanation)) };
      const group = byTechnique.get(step.technique);
      if (group) group.items.push(item);
      else byTechnique.set(step.technique, { name: step.name, items: [item] });
    });
    return [...byTechnique.entries()];
  }, [steps]);

  return (
    <section
      id="all-steps"
      aria-labelledby="all-steps-heading"
      aria-busy={steps === null}
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3"
      data-testid="all-steps"
    >
      {/* Live: "Looking for every step…" turning into the count is announced, also after each
          step moved the position on. */}
      <h2 id="all-steps-heading" aria-live="polite" className="text-base font-semibold">
        {steps === null
          ? "Looking for every step…"
          : steps.length === 0
            ? "No step applies here"
            : `${steps.length} ${steps.length === 1 ? "step" : "steps"} available here`}
      </h2>
      {groups.map(([technique, { name, items }]) => (
        <div key={technique} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">
            {name} <span className="font-normal text-muted">({items.length})</span>
          </h3>
          <ul className="flex flex-col gap-1">
            {items.map(({ index, summary }) => (
              <li key={index}>
                <button
                  type="button"
                  id={allStepsEntryId(index)}
                  aria-pressed={selected === index}
                  aria-controls={selected === index ? "chosen-step" : undefined}
                  onClick={() => onSelect(selected === index ? null : index)}
                  className={`w-full rounded-md border px-2 py-1 text-left text-sm ${
                    selected === index ? "border-accent bg-accent text-accent-fg" : "border-border"
                  }`}
                >
                  {summary}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
