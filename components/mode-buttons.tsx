import type { EntryMode } from "@/lib/game/input";

const MODES: readonly { mode: EntryMode; label: string; name: string; key: string }[] = [
  { mode: "digit", label: "Digit", name: "Digit mode", key: "Z" },
  { mode: "corner", label: "Corner", name: "Corner notes mode", key: "X" },
  { mode: "centre", label: "Centre", name: "Centre notes mode", key: "C" },
  { mode: "colour", label: "Colour", name: "Colour mode", key: "V" },
];

export interface ModeButtonsProps {
  mode: EntryMode;
  onMode: (mode: EntryMode) => void;
}

/** Entry mode switch: what a digit does (also Z / X / C / V). */
export function ModeButtons({ mode, onMode }: ModeButtonsProps) {
  return (
    <div role="group" aria-label="Entry mode" className="grid grid-cols-4 gap-1">
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          aria-label={m.name}
          aria-pressed={mode === m.mode}
          aria-keyshortcuts={m.key}
          onClick={() => onMode(m.mode)}
          className={`min-h-11 rounded-md border px-1 py-1.5 text-sm font-medium ${
            mode === m.mode
              ? "border-accent bg-accent text-accent-fg"
              : "border-border bg-surface text-fg"
          }`}
        >
          {m.label}
          <span className="ml-1 hidden text-xs opacity-75 sm:inline">{m.key}</span>
        </button>
      ))}
    </div>
  );
}
