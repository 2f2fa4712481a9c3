/**
 * Signs out of this browser the way next-auth's own `signOut` does (a CSRF token, then a POST
 * to the sign-out route), without loading next-auth's client into every page: the header's
 * menu is on all of them, and each page has a first-load budget.
 */
export async function signOutHere(callbackUrl = "/"): Promise<void> {
  const csrf = (await fetch("/api/auth/csrf").then((r) => r.json())) as { csrfToken: string };
  await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: "true" }),
  });
  // A full load: every server-rendered part (the header, the page) reads the session afresh.
  window.location.assign(callbackUrl);
}
