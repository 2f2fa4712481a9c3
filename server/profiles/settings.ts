/**
 * An account's settings (User.settings): read for the page that applies them, changed by the
 * settings route. A change is merged into what is stored in one statement, so two devices
 * changing different settings at once both keep theirs.
 */
import { accountSettingsSchema, type AccountSettings } from "@/lib/account/schemas";
import { readSettings, settingsProblem } from "@/lib/profile/settings";
import type { Db } from "../db";

/** The settings of an account, or null when there is no such account. */
export async function accountSettings(db: Db, userId: string): Promise<AccountSettings | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { settings: true } });
  return user ? readSettings(user.settings) : null;
}

export type SettingsChange =
  { ok: true; settings: AccountSettings } | { ok: false; status: 404 | 422; message: string };

/** Applies the settings in `body` (any subset); anything malformed changes nothing. */
export async function changeSettings(
  db: Db,
  userId: string,
  body: unknown,
): Promise<SettingsChange> {
  const parsed = accountSettingsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 422, message: settingsProblem(parsed.error) };
  // jsonb `||` merges at the top level inside the UPDATE: no read-modify-write to lose a
  // concurrent change of another key.
  const rows = await db.$queryRaw<{ settings: unknown }[]>`
    UPDATE "User" SET "settings" = "settings" || ${JSON.stringify(parsed.data)}::jsonb
    WHERE "id" = ${userId}
    RETURNING "settings"`;
  const row = rows[0];
  if (!row) return { ok: false, status: 404, message: "No such account." };
  return { ok: true, settings: readSettings(row.settings) };
}
