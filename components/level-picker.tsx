import type { Level } from "@/lib/game/protocol";
import { LEVELS } from "@/lib/sudoku/level";
import { LEVEL_NAMES } from "./game/levels";
import { MISTAKE_RULE } from "./game/mistake-rule";
import { useStoredFlag } from "./game/use-stored-flag";
import { MISTAKE_CHECKING_STORAGE_KEY } from "@/lib/profile/settings-storage";

export interface LevelPickerProps {
  busy: boolean;
  error: string | null;
  /** Each level's card text: the techniques it may need (components/game/level-cards.ts). */
  notes: Readonly<Record<Level, string>>;
  onStart: (level: Level, mistakeChecking: boolean) => void;
}

/** Pick a level (and whether wrong digits count as mistakes) to start a game. */
export function LevelPicker({ busy, error, notes, onStart }: LevelPickerProps) {
  // The default follows the last choice (and the account's setting when signed in).
  const [mistakeChecking, setMistakeChecking] = useStoredFlag(MISTAKE_CHECKING_STORAGE_KEY, false);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5" role="group" aria-label="Level">
        {LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            disabled={busy}
            onClick={() => onStart(level, mistakeChecking)}
            className="flex flex-col items-start rounded-lg border border-border bg-surface px-3 py-2 text-left shadow-sm hover:border-accent disabled:opacity-60"
          >
            <span className="font-semibold">{LEVEL_NAMES[level]}</span>
            <span className="text-xs text-muted">{notes[level]}</span>
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={mistakeChecking}
          onChange={(e) => setMistakeChecking(e.target.checked)}
          className="size-4 accent-[var(--accent)]"
        />
        Mistake checking: wrong digits show in red. {MISTAKE_RULE}
      </label>
      <p role="status" className="min-h-5 text-sm">
        {busy ? "Starting a game…" : error ? <span className="text-conflict">{error}</span> : null}
      </p>
    </div>
  );
}
