/**
 * Account settings and the browser's localStorage: which key holds which setting. The account
 * is the source of truth for a signed-in player; the keys are what the theme script and the
 * stored-flag hooks already read, so the rest of the app needs no other change. Free of zod at
 * run time: the game pages import it.
 */
import type { AccountSettings } from "@/lib/account/schemas";

/** "system" follows the device's light or dark preference. */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = "nonet-theme";
export const NOTES_GRID_STORAGE_KEY = "nonet.notesGrid";
export const MISTAKE_CHECKING_STORAGE_KEY = "nonet.mistakeChecking";
/** Set while the browser holds a session: changes then go to the account too. */
export const SIGNED_IN_STORAGE_KEY = "nonet.signedIn";

/** The flag settings by their storage key (useStoredFlag's keys). */
export const FLAG_SETTINGS = {
  [NOTES_GRID_STORAGE_KEY]: "notesInGrid",
  [MISTAKE_CHECKING_STORAGE_KEY]: "mistakeChecking",
} as const satisfies Record<string, keyof AccountSettings>;

export const DEFAULT_SETTINGS: Required<AccountSettings> = {
  theme: "system",
  notesInGrid: false,
  mistakeChecking: false,
};

/** localStorage writes that make this browser follow the settings (null: remove the key). */
export function storageWrites(settings: AccountSettings): [string, string | null][] {
  const writes: [string, string | null][] = [];
  if (settings.theme) {
    writes.push([THEME_STORAGE_KEY, settings.theme === "system" ? null : settings.theme]);
  }
  if (settings.notesInGrid !== undefined) {
    writes.push([NOTES_GRID_STORAGE_KEY, settings.notesInGrid ? "1" : "0"]);
  }
  if (settings.mistakeChecking !== undefined) {
    writes.push([MISTAKE_CHECKING_STORAGE_KEY, settings.mistakeChecking ? "1" : "0"]);
  }
  return writes;
}

/**
 * An inline script for the top of the page: writes the account's settings into localStorage
 * and applies the theme before the content paints (no light flash for a dark account). For a
 * guest (null) it only forgets that a session was here. The JSON holds enum values and
 * booleans from the schema; `<` is escaped anyway so nothing can close the script.
 */
export function settingsScript(settings: AccountSettings | null): string {
  const writes = settings ? [...storageWrites(settings), [SIGNED_IN_STORAGE_KEY, "1"]] : [];
  const data = JSON.stringify({ writes, signedIn: settings !== null }).replace(/</g, "\\u003c");
  return (
    `(function(){try{var d=${data},s=localStorage;` +
    `if(!d.signedIn)s.removeItem(${JSON.stringify(SIGNED_IN_STORAGE_KEY)});` +
    `d.writes.forEach(function(w){w[1]===null?s.removeItem(w[0]):s.setItem(w[0],w[1])});` +
    `var t=s.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
    `if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
    `document.documentElement.dataset.theme=t}catch(e){}})()`
  );
}
