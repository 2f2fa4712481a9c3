"use client";

import type { Level } from "@/lib/sudoku/level";
import { LevelPicker } from "../level-picker";
import { useCreateGame } from "./use-create-game";

/** The level picker, wired to `game:create`. */
export function NewGame({ notes }: { notes: Readonly<Record<Level, string>> }) {
  const { create, busy, error } = useCreateGame();
  return (
    <LevelPicker
      busy={busy}
      error={error}
      notes={notes}
      onStart={(level, mistakeChecking) => create({ level, mistakeChecking })}
    />
  );
}
