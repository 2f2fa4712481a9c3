"use client";

import { LevelPicker } from "../level-picker";
import { useCreateGame } from "./use-create-game";

/** The level picker, wired to `game:create`. */
export function NewGame() {
  const { create, busy, error } = useCreateGame();
  return (
    <LevelPicker
      busy={busy}
      error={error}
      onStart={(level, mistakeChecking) => create({ level, mistakeChecking })}
    />
  );
}
