/**
 * Browser side of account settings: apply them here (localStorage, the theme attribute) and,
 * while this browser holds a session, save a change to the account so it follows the player.
 * A guest's changes stay in localStorage only.
 */
import type { AccountSettings } from "@/lib/account/schemas";
import {
  DEFAULT_SETTINGS,
  MISTAKE_CHECKING_STORAGE_KEY,
  NOTES_GRID_STORAGE_KEY,
  SIGNED_IN_STORAGE_KEY,
  storageWrites,
  THEME_STORAGE_KEY,
} from "@/lib/profile/settings-storage";

export type SaveOutcome = { ok: true } | { ok: false; message: string };

function signedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** Writes the settings into this browser's storage (what the pages read). */
export function storeSettingsLocally(settings: AccountSettings): void {
  try {
    for (const [key, value] of storageWrites(settings)) {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage can be disabled: the change still holds for this page.
  }
}

/** The settings this browser holds now (defaults where it holds none). */
export function localSettings(): Required<AccountSettings> {
  try {
    const storage = window.localStorage;
    const theme = storage.getItem(THEME_STORAGE_KEY);
    return {
      theme: theme === "light" || theme === "dark" ? theme : "system",
      notesInGrid: storage.getItem(NOTES_GRID_STORAGE_KEY) === "1",
      mistakeChecking: storage.getItem(MISTAKE_CHECKING_STORAGE_KEY) === "1",
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Saves a change to the account; null for a guest (nothing to save to). */
export async function saveAccountSettings(change: AccountSettings): Promise<SaveOutcome | null> {
  return signedIn() ? patchAccountSettings(change) : null;
}

/** Sends a change to the account (the caller knows a session is there). */
export async function patchAccountSettings(change: AccountSettings): Promise<SaveOutcome> {
  const response = await fetch("/api/account/settings", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(change),
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as SaveOutcome | null;
  return body ?? { ok: false, message: "The server did not answer: try again." };
}
