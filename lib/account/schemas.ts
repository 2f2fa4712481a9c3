/** The bodies of the account routes, parsed at the server edge and typed for the forms. */
import { z } from "zod";
import { THEME_CHOICES } from "@/lib/profile/settings-storage";
import { DISPLAY_NAME_MAX, PASSWORD_MAX, USERNAME_MAX } from "./rules";

// Loose bounds only: the rules in rules.ts give the messages a person reads.
const text = (max: number) => z.string().max(max * 4);

export const signUpSchema = z.strictObject({
  username: text(USERNAME_MAX),
  password: text(PASSWORD_MAX),
  displayName: text(DISPLAY_NAME_MAX).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const displayNameSchema = z.strictObject({ displayName: text(DISPLAY_NAME_MAX) });
export type DisplayNameInput = z.infer<typeof displayNameSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: text(PASSWORD_MAX),
  password: text(PASSWORD_MAX),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting needs the current password (empty for an account without one: a fresh sign-in). */
export const deleteAccountSchema = z.strictObject({
  confirm: z.literal("delete"),
  currentPassword: text(PASSWORD_MAX),
});

/** What the account routes answer: ok, or a message for one field of the form. */
export type AccountResponse = { ok: true } | { ok: false; field?: string; message: string };

/**
 * The preferences that follow an account to another device (User.settings). Every key is
 * optional: a PATCH sends the ones that changed, and an account that never chose keeps the
 * browser's own.
 */
export const accountSettingsSchema = z
  .strictObject({
    theme: z.enum(THEME_CHOICES, { error: "theme must be light, dark or system." }),
    notesInGrid: z.boolean({ error: "notesInGrid must be true or false." }),
    mistakeChecking: z.boolean({ error: "mistakeChecking must be true or false." }),
  })
  .partial();
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
