import type { EntryMode } from "@/lib/game/input";

export interface NumberPadProps {
  mode: EntryMode;
  /** How many times each digit is on the board (index 0 unused). */
  counts: readonly number[];
  disabled?: boolean;
  /** Hide what is left of each digit (paused: the counts would tell what the board hides). */
  hideCounts?: boolean;
  onDigit: (digit: number) => void;
}

/** Digits 1-9 for touch; each shows how many are left, and greys out once placed 9 times. */
export function NumberPad({ mode, counts, disabled, hideCounts = false, onDigit }: NumberPadProps) {
  return (
    // Five keys a row on phones: nine in a row would be under 44 px wide at 390 px. A group,
    // so screen readers announce its name (an aria-label on a plain div is ignored).
    <div
      role="group"
      className="grid grid-cols-5 gap-1 sm:grid-cols-9 sm:gap-1.5 lg:grid-cols-3"
      aria-label="Number pad"
    >
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
        const left = Math.max(0, 9 - (counts[d] ?? 0));
        const done = left === 0 && mode === "digit";
        return (
          <button
            key={d}
            type="button"
            disabled={disabled}
            onClick={() => onDigit(d)}
            aria-label={
              mode === "colour"
                ? `Colour ${d}`
                : `${d}${hideCounts ? "" : `, ${left} left`}${mode === "digit" ? "" : `, ${mode} mark`}`
            }
            data-digit={d}
            className={`flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md border border-border text-xl font-semibold shadow-sm transition-colors disabled:opacity-50 sm:aspect-square lg:text-2xl ${
              done ? "opacity-40" : ""
            }`}
            style={{ background: mode === "colour" ? `var(--c${d})` : "var(--surface)" }}
          >
            <span
              className={
                mode === "corner" ? "self-start pl-1 text-sm" : mode === "centre" ? "text-sm" : ""
              }
            >
              {d}
            </span>
            {mode !== "colour" && !hideCounts ? (
              <span className="text-[0.65rem] font-normal text-muted" aria-hidden="true">
                {left}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
