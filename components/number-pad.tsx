import type { EntryMode } from "@/lib/game/input";

export interface NumberPadProps {
  mode: EntryMode;
  /** How many times each digit is on the board (index 0 unused). */
  counts: readonly number[];
  disabled?: boolean;
  onDigit: (digit: number) => void;
}

/** Digits 1-9 for touch; each shows how many are left, and greys out once placed 9 times. */
export function NumberPad({ mode, counts, disabled, onDigit }: NumberPadProps) {
  return (
    <div className="grid grid-cols-9 gap-1 sm:gap-1.5 lg:grid-cols-3" aria-label="Number pad">
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
                : `${d}, ${left} left${mode === "digit" ? "" : `, ${mode} mark`}`
            }
            data-digit={d}
            className={`flex aspect-square flex-col items-center justify-center rounded-md border border-border text-xl font-semibold shadow-sm transition-colors disabled:opacity-50 lg:text-2xl ${
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
            {mode !== "colour" ? (
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
