import { changePasswordSchema } from "@/lib/account/schemas";
import { changePassword } from "@/server/auth/accounts";
import { appContext } from "@/server/auth/app-context";
import { currentUser, json, parseRequest, rateLimited, unauthorized } from "@/server/auth/request";

/**
 * Changes the password. Every session of the account ends (the epoch moves on), this one
 * included: the page signs in again with the new password.
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, changePasswordSchema);
  if (!parsed.ok) return parsed.response;
  const user = await currentUser();
  if (!user) return unauthorized();
  const { db, passwordChecksPerUser, sessionsEnded } = appContext();
  if (!(await passwordChecksPerUser.take(user.id))) return rateLimited();
  const { currentPassword, password } = parsed.input;
  const result = await changePassword(db, user.id, currentPassword, password, user.signedInAt);
  if (!result.ok) return json({ ok: false, field: result.field, message: result.message }, 422);
  sessionsEnded(user.id);
  return json({ ok: true });
}
