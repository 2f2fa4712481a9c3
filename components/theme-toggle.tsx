"use client";

import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY, type ThemeChoice } from "@/lib/profile/settings-storage";

type Theme = "light" | "dark";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The head script already chose the theme; the attribute is the single source of truth.
const getTheme = (): Theme =>
  document.documentElement.dataset.theme === "dark" ? "dark" : "light";

/** Applies a theme choice to this page and remembers it in localStorage ("system" forgets). */
export function applyTheme(choice: ThemeChoice): void {
  const dark =
    choice === "dark" ||
    (choice === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be disabled: the choice still holds for this page.
  }
  listeners.forEach((l) => l());
}

/** The stored choice: "system" when none is stored. */
export function storedTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** Switches light/dark, remembered in localStorage and, when signed in, in the account. */
export function ThemeToggle() {
  const theme = useSyncExternalStore<Theme | null>(subscribe, getTheme, () => null);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className="min-h-11 rounded border border-border px-2 text-sm"
      aria-label={theme ? `Switch to ${next} theme` : "Switch theme"}
      onClick={() => {
        applyTheme(next);
        // Loaded on the click: every page's first load goes without the settings code.
        void import("./profile/save-settings").then(({ saveAccountSettings }) =>
          saveAccountSettings({ theme: next }),
        );
      }}
    >
      {theme === "dark" ? "Light" : theme === "light" ? "Dark" : "Theme"}
    </button>
  );
}
