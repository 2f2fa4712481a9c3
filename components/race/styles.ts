/** The app's button and card looks (as on Home and the game page), shared by the race pages. */
export const PRIMARY =
  "min-h-11 rounded-md bg-accent px-4 py-2 font-medium text-accent-fg disabled:opacity-60";
export const SECONDARY =
  "min-h-11 rounded-md border border-border bg-surface px-3 py-2 font-medium disabled:opacity-50";
export const CARD = "rounded-lg border border-border bg-surface p-3 shadow-sm";
export const INPUT =
  "min-h-11 w-full rounded-md border border-border bg-surface px-3 py-2 text-fg placeholder:text-muted";
