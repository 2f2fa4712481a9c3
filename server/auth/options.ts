/**
 * next-auth's configuration. Version 4 on purpose: it is the release the registry calls
 * `latest` (4.24.x supports Next 16 and the App Router); v5 ("Auth.js") is still published
 * only as a beta, and a sign-in system is the last place for a beta.
 *
 * Sessions are JWTs in an HttpOnly cookie (encrypted under NEXTAUTH_SECRET), without a
 * database adapter: the Credentials provider works only with JWT sessions in v4, and the
 * socket handshake can then check a session by decrypting the cookie, with one lookup of the
 * user (who may have been deleted, or changed their password: the token's `epoch`). GitHub and
 * Google identities are linked to users in OAuthAccount by the jwt callback below.
 *
 * Cookies are next-auth's own: HttpOnly, SameSite=Lax, Secure (and __Secure- prefixed) when
 * the site is reached over https. CSRF: next-auth's double-submit token on its POSTs.
 */
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { usernameKey } from "@/lib/account/rules";
import { checkCredentials, userForOAuth } from "./accounts";
import { CLIENT_IP_HEADER, type AppContext } from "./app-context";

/** The only failure a sign-in form shows: it never tells which of the two was wrong. */
export const SIGN_IN_FAILED = "Wrong username or password.";
/** The error code a rate-limited sign-in comes back with (next-auth passes it to the page). */
export const SIGN_IN_RATE_LIMITED = "RateLimited";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function authOptions(context: AppContext): NextAuthOptions {
  const { db, env } = context;
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "username",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, request) {
        const username = String(credentials?.username ?? "");
        const password = String(credentials?.password ?? "");
        const ip = headerValue(request?.headers, CLIENT_IP_HEADER) ?? "unknown";
        // Both buckets pay on every attempt: a list of usernames from one address, and one
        // username from a botnet, are both slowed.
        const [ipOk, userOk] = await Promise.all([
          context.signInPerIp.take(ip),
          context.signInPerUsername.take(usernameKey(username)),
        ]);
        if (!ipOk || !userOk) throw new Error(SIGN_IN_RATE_LIMITED);
        // No account has a longer password (sign-up stops at 200): hashing a huge one is
        // work for nothing.
        if (!username || !password || password.length > 200 || username.length > 40) return null;
        const user = await checkCredentials(db, username, password);
        return user ? { id: user.id, name: user.displayName, epoch: user.sessionEpoch } : null;
      },
    }),
  ];
  if (env.GITHUB_ID && env.GITHUB_SECRET) {
    providers.push(GitHubProvider({ clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET }));
  }
  if (env.GOOGLE_ID && env.GOOGLE_SECRET) {
    providers.push(GoogleProvider({ clientId: env.GOOGLE_ID, clientSecret: env.GOOGLE_SECRET }));
  }

  return {
    secret: env.NEXTAUTH_SECRET,
    providers,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      async jwt({ token, user, account, profile }) {
        if (account?.type === "oauth") {
          const linked = await userForOAuth(db, account.provider, account.providerAccountId, {
            login: (profile as { login?: string } | undefined)?.login,
            name: profile?.name,
            email: profile?.email,
          });
          return {
            sub: linked.id,
            name: linked.displayName,
            epoch: linked.sessionEpoch,
            signedInAt: Date.now(),
          };
        }
        if (user) {
          const epoch = (user as { epoch?: number }).epoch ?? 0;
          // Kept through every refresh of the token: an account without a password proves
          // itself by a recent sign-in (accounts.ts, RECENT_SIGN_IN_MS).
          return { sub: user.id, name: user.name, epoch, signedInAt: Date.now() };
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { name: token.name ?? null } };
      },
      redirect: ({ url, baseUrl }) => callbackTarget(url, baseUrl),
    },
  };
}

/**
 * Where a sign-in or sign-out goes next: the callbackUrl (a parameter anyone can POST, or the
 * callback cookie) when it is a page of this site, else home. next-auth's default parses the
 * URL unguarded, so `http://<host>.evil.example/` (not a URL: its port is not a number) threw
 * a TypeError and answered 500. A path that a browser would read as another host (`//x`,
 * `/\x`) goes home too.
 */
export function callbackTarget(url: string, baseUrl: string): string {
  if (!url) return baseUrl;
  let target: URL;
  try {
    target = new URL(url, baseUrl);
  } catch {
    return baseUrl;
  }
  if (target.origin !== new URL(baseUrl).origin) return baseUrl;
  if (url.startsWith("/") && /^\/[/\\]/.test(url)) return baseUrl;
  return target.href;
}

function headerValue(
  headers: Record<string, unknown> | undefined,
  name: string,
): string | undefined {
  const value = headers?.[name];
  return typeof value === "string" ? value : undefined;
}

/** Which sign-in buttons to show besides the username form. */
export function oauthProviders(env: AppContext["env"]): { id: string; name: string }[] {
  const list: { id: string; name: string }[] = [];
  if (env.GITHUB_ID && env.GITHUB_SECRET) list.push({ id: "github", name: "GitHub" });
  if (env.GOOGLE_ID && env.GOOGLE_SECRET) list.push({ id: "google", name: "Google" });
  return list;
}
