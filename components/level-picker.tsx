import type { Level } from "@/lib/game/protocol";
import { LEVELS } from "@/lib/sudoku/level";
import { LEVEL_BLURBS } from "./game/level-cards-blurbs";
import { LEVEL_NAMES } from "./game/levels";
import { MISTAKE_RULE } from "./game/mistake-rule";
import { useStoredFlag } from "./game/use-stored-flag";
import { MISTAKE_CHECKING_STORAGE_KEY } from "@/lib/profile/settings-storage";

export interface LevelPickerProps {
  busy: boolean;
  error: string | null;
  /** Each level's techniques, for the disclosure (components/game/level-cards.ts). */
  notes: Readonly<Record<Level, string>>;
  onStart: (level: Level, mistakeChecking: boolean) => void;
}

/** A level's difficulty as filled pips, a picture the eye compares faster than words. */
function LevelPips({ rank }: { rank: number }) {
  return (
    <svg viewBox="0 0 46 8" width="46" height="8" aria-hidden="true" className="text-accent">
      {LEVELS.map((level, i) => (
        <rect
          key={level}
          x={i * 10}
          y={0}
          width={6}
          height={8}
          rx={1.5}
          fill={i <= rank ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={1}
          opacity={i <= rank ? 1 : 0.45}
        />
      ))}
    </svg>
  );
}

/**
 * Pick a level to start a game. The option (mistake checking) comes first: it applies to the
 * choice, which starts the game at once.
 */
export function LevelPicker({ busy, error, notes, onStart }: LevelPickerProps) {
  // The default follows the last choice (and the account's setting when signed in).
  const [mistakeChecking, setMistakeChecking] = useStoredFlag(MISTAKE_CHECKING_STORAGE_KEY, false);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex min-h-11 items-center gap-2 text-sm" data-testid="mistake-option">
        <input
          type="checkbox"
          checked={mistakeChecking}
          onChange={(e) => setMistakeChecking(e.target.checked)}
          className="size-4 shrink-0 accent-[var(--accent)]"
        />
        <span>
          Mistake checking: wrong digits show in red.{" "}
          <span className="text-muted">{MISTAKE_RULE}</span>
        </span>
      </label>
      <div
        className="grid grid-cols-2 items-start gap-2 sm:grid-cols-5"
        role="group"
        aria-label="Level"
      >
        {LEVELS.map((level, rank) => (
          <button
            key={level}
            type="button"
            disabled={busy}
            onClick={() => onStart(level, mistakeChecking)}
            data-testid={`level-${level}`}
            className="flex min-h-11 flex-col items-start gap-1 rounded-lg border border-border bg-surface px-3 py-2 text-left shadow-sm hover:border-accent disabled:opacity-60"
          >
            <span className="font-semibold">{LEVEL_NAMES[level]}</span>
            <LevelPips rank={rank} />
            <span className="text-xs text-muted">{LEVEL_BLURBS[level]}</span>
          </button>
        ))}
      </div>
      <details className="text-sm" data-testid="level-techniques">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-accent">
          What does each level need?
        </summary>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {LEVELS.map((level) => (
            <div key={level} className="contents">
              <dt className="font-semibold">{LEVEL_NAMES[level]}</dt>
              <dd className="mb-1 text-muted">{notes[level]}</dd>
            </div>
          ))}
        </dl>
      </details>
      {/* Empty (no height) until a game is starting; the page moves on then. */}
      <p role="status" className="-mt-3 text-sm">
        {busy ? "Starting a game…" : error ? <span className="text-conflict">{error}</span> : null}
      </p>
    </div>
  );
}
