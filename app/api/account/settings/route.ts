import { z } from "zod";
import { appContext } from "@/server/auth/app-context";
import { currentUser, parseRequest, unauthorized } from "@/server/auth/request";
import { changeSettings } from "@/server/profiles/settings";

/**
 * Changes some of the account's settings: `{theme?, notesInGrid?, mistakeChecking?}`. The body
 * is checked by changeSettings rather than parseRequest, so a refusal names the setting.
 */
export async function PATCH(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, z.unknown());
  if (!parsed.ok) return parsed.response;
  const user = await currentUser();
  if (!user) return unauthorized();
  const result = await changeSettings(appContext().db, user.id, parsed.input);
  const headers = { "cache-control": "no-store" };
  if (!result.ok) {
    return Response.json(
      { ok: false, message: result.message },
      { status: result.status, headers },
    );
  }
  return Response.json({ ok: true, settings: result.settings }, { headers });
}
