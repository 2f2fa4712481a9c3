/**
 * Identity and guards for route handlers and pages: the same resolution as the socket
 * handshake (identity.ts), from the request's own cookies.
 */
import { headers } from "next/headers";
import type { z } from "zod";
import type { AccountResponse } from "@/lib/account/schemas";
import { isModerator } from "@/lib/moderation/roles";
import { isAllowedOrigin } from "../realtime/origin";
import { findUser } from "./accounts";
import { appContext, CLIENT_IP_HEADER } from "./app-context";
import { resolveIdentity, type Identity } from "./identity";

/** Who is asking, or null for a browser with neither a session nor a guest cookie yet. */
export async function currentIdentity(): Promise<Identity | null> {
  // headers() first: it marks the page dynamic before the context is needed (at build time
  // there is no server, and no page that shows who you are can be prerendered anyway).
  const cookie = (await headers()).get("cookie") ?? undefined;
  const { db, env } = appContext();
  return resolveIdentity(cookie, env.NEXTAUTH_SECRET, (id) => findUser(db, id));
}

export async function currentUser(): Promise<Extract<Identity, { kind: "user" }> | null> {
  const identity = await currentIdentity();
  return identity?.kind === "user" ? identity : null;
}

/**
 * The signed-in moderator (MODERATORS, by the account's username as read now), or null for
 * anyone else, guests included: pages answer them 404, routes 404.
 */
export async function currentModerator(): Promise<Extract<Identity, { kind: "user" }> | null> {
  const user = await currentUser();
  return user && isModerator(user.username, appContext().env.MODERATORS) ? user : null;
}

export function json(body: AccountResponse, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/**
 * The checks every account route makes before its work: the request comes from this site's
 * own page (SameSite=Lax already keeps the cookie off cross-site POSTs; the Origin check
 * covers other ports of the same host), and the body matches the schema (422 otherwise).
 */
export async function parseRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; input: z.output<S> } | { ok: false; response: Response }> {
  const { env } = appContext();
  const origin = request.headers.get("origin") ?? undefined;
  const host = request.headers.get("host") ?? undefined;
  if (!isAllowedOrigin({ origin, host }, env.ALLOWED_ORIGINS)) {
    return { ok: false, response: json({ ok: false, message: "Forbidden origin." }, 403) };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, response: json({ ok: false, message: "Malformed request." }, 422) };
  }
  return { ok: true, input: parsed.data };
}

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export const unauthorized = () => json({ ok: false, message: "Sign in first." }, 401);
export const rateLimited = () =>
  json({ ok: false, message: "Too many attempts: wait a minute." }, 429);
