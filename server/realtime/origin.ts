/**
 * Which pages may open a socket: a browser always sends Origin on a WebSocket or a
 * cross-origin request, and a page on another port of the same host is another origin that
 * SameSite cookies do not stop. Clients that are not browsers send no Origin and are let in
 * (they cannot carry a victim's cookie anyway).
 */
import type { IncomingMessage } from "node:http";

/** Whether a handshake with these headers comes from an allowed page. */
export function isAllowedOrigin(
  headers: IncomingMessage["headers"],
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // "null" (sandboxed frames, file://) and garbage.
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  // The app's own pages: the host the browser asked for, over either scheme (TLS may end at a proxy).
  if (headers.host !== undefined && url.host === headers.host.toLowerCase()) return true;
  return allowedOrigins.includes(url.origin);
}
