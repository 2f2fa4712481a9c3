import type { HintView } from "@/lib/game/protocol";

export interface HintPanelProps {
  hint: HintView;
  onApply: () => void;
  onDismiss: () => void;
}

/** The hint the server gave: its explanation, and Apply for a step. */
export function HintPanel({ hint, onApply, onDismiss }: HintPanelProps) {
  const title =
    hint.kind === "step"
      ? hint.step.name
      : hint.kind === "mistake"
        ? "Check these cells"
        : "Solved";
  const text =
    hint.kind === "step"
      ? hint.step.explanation
      : hint.kind === "mistake"
        ? hint.explanation
        : "The board is already complete.";
  return (
    <section
      aria-label="Hint"
      data-testid="hint-panel"
      className="rounded-lg border border-border bg-surface p-3 text-sm shadow-sm"
    >
      {/* Step explanations already start with the technique's name. */}
      {text.startsWith(title) ? null : <h2 className="font-semibold">{title}</h2>}
      <p className="mt-1" data-testid="hint-explanation">
        {text}
      </p>
      <div className="mt-2 flex gap-2">
        {hint.kind === "step" ? (
          <button
            type="button"
            onClick={onApply}
            className="rounded-md bg-accent px-3 py-1.5 font-medium text-accent-fg"
          >
            Apply
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-md border border-border px-3 py-1.5 font-medium"
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
