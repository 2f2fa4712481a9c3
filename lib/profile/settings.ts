/** Account settings as stored and as refused: the server side of lib/account/schemas.ts. */
import type { z } from "zod";
import { accountSettingsSchema, type AccountSettings } from "@/lib/account/schemas";

/** What is stored in User.settings, read leniently: a key that no longer parses is dropped. */
export function readSettings(stored: unknown): AccountSettings {
  if (typeof stored !== "object" || stored === null) return {};
  const settings: Record<string, unknown> = {};
  const shape = accountSettingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (value !== undefined && shape[key].safeParse(value).success) settings[key] = value;
  }
  return settings as AccountSettings;
}

/** A refused change, in words a developer or a form can show: the first problem found. */
export function settingsProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid settings.";
  if (issue.code === "unrecognized_keys") return `Unknown setting: ${issue.keys.join(", ")}.`;
  if (issue.path.length === 0) return "Settings must be an object.";
  return issue.message;
}
