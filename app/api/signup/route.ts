import { signUpSchema } from "@/lib/account/schemas";
import { createUser } from "@/server/auth/accounts";
import { appContext } from "@/server/auth/app-context";
import { clientIp, json, parseRequest, rateLimited } from "@/server/auth/request";

/** Creates an account; the page then signs in through next-auth with the same credentials. */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, signUpSchema);
  if (!parsed.ok) return parsed.response;
  const { db, signUpPerIp } = appContext();
  if (!(await signUpPerIp.take(clientIp(request)))) return rateLimited();
  const result = await createUser(db, parsed.input);
  if (!result.ok) return json({ ok: false, field: result.field, message: result.message }, 422);
  return json({ ok: true }, 201);
}
