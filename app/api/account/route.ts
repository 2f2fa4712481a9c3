import { deleteAccountSchema, displayNameSchema } from "@/lib/account/schemas";
import { changeDisplayName, deleteAccount } from "@/server/auth/accounts";
import { appContext } from "@/server/auth/app-context";
import { currentUser, json, parseRequest, rateLimited, unauthorized } from "@/server/auth/request";

/** Changes the display name. */
export async function PATCH(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, displayNameSchema);
  if (!parsed.ok) return parsed.response;
  const user = await currentUser();
  if (!user) return unauthorized();
  const result = await changeDisplayName(appContext().db, user.id, parsed.input.displayName);
  if (!result.ok) return json({ ok: false, field: result.field, message: result.message }, 422);
  return json({ ok: true });
}

/**
 * Deletes the account (its games stay, anonymised) once the current password is checked: a
 * session cookie alone may not. Every session ends with the account; the page signs out next.
 */
export async function DELETE(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, deleteAccountSchema);
  if (!parsed.ok) return parsed.response;
  const user = await currentUser();
  if (!user) return unauthorized();
  const { db, passwordChecksPerUser, sessionsEnded } = appContext();
  if (!(await passwordChecksPerUser.take(user.id))) return rateLimited();
  const result = await deleteAccount(db, user.id, parsed.input.currentPassword, user.signedInAt);
  if (!result.ok) return json({ ok: false, field: result.field, message: result.message }, 422);
  sessionsEnded(user.id);
  return json({ ok: true });
}
