import { z } from "zod";
import { endSessions } from "@/server/auth/accounts";
import { appContext } from "@/server/auth/app-context";
import { currentUser, json, parseRequest, unauthorized } from "@/server/auth/request";

/**
 * Signs the account out everywhere: every session issued so far (other devices, a copied
 * cookie) stops working, this one included; the page signs out next. Needs no password: it
 * only ever takes access away.
 */
export async function DELETE(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, z.strictObject({}));
  if (!parsed.ok) return parsed.response;
  const user = await currentUser();
  if (!user) return unauthorized();
  const { db, sessionsEnded } = appContext();
  await endSessions(db, user.id);
  sessionsEnded(user.id);
  return json({ ok: true });
}
