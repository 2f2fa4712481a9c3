/**
 * Accounts in the database: sign-up, the credentials check, profile changes, deletion, and the
 * claim that hands a guest's games to the account they signed in to. Every function takes the
 * Prisma client, so route handlers, the socket edge and tests share one implementation.
 */
import { randomBytes } from "node:crypto";
import {
  DISPLAY_NAME_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  displayNameProblem,
  normaliseDisplayName,
  passwordProblem,
  usernameKey,
  usernameProblem,
} from "@/lib/account/rules";
import { MODERATION_ACTIONS } from "@/lib/moderation/actions";
import { renameHeldMessage } from "@/lib/moderation/rename-hold";
import type { Db } from "../db";
import { claimGuestResults, removeFromLeaderboards } from "../results/claim-results";
import { decoyHash, hashPassword, verifyPassword } from "./password";
import { userPlayerId } from "./identity";

export interface AccountUser {
  id: string;
  username: string;
  displayName: string;
  sessionEpoch: number;
}

/** A refusal the form shows next to `field`. */
export interface AccountProblem {
  ok: false;
  field: "username" | "password" | "displayName" | "currentPassword";
  message: string;
}

export type AccountResult<T> = ({ ok: true } & T) | AccountProblem;

const SELECT_USER = { id: true, username: true, displayName: true, sessionEpoch: true } as const;

const problem = (field: AccountProblem["field"], message: string): AccountProblem => ({
  ok: false,
  field,
  message,
});

/** A unique-constraint violation: someone else took the username first. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "P2002";
}

export async function createUser(
  db: Db,
  input: { username: string; password: string; displayName?: string },
): Promise<AccountResult<{ user: AccountUser }>> {
  const username = input.username.trim();
  const usernameIssue = usernameProblem(username);
  if (usernameIssue) return problem("username", usernameIssue);
  const passwordIssue = passwordProblem(input.password, username);
  if (passwordIssue) return problem("password", passwordIssue);
  const displayName = normaliseDisplayName(input.displayName ?? "") || username;
  const nameIssue = displayNameProblem(displayName);
  if (nameIssue) return problem("displayName", nameIssue);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        id: newUserId(),
        usernameKey: usernameKey(username),
        username,
        displayName,
        passwordHash,
      },
      select: SELECT_USER,
    });
    return { ok: true, user };
  } catch (error) {
    if (isUniqueViolation(error)) return problem("username", "This username is taken.");
    throw error;
  }
}

/**
 * The user these credentials sign in, or null. A missing username costs the same scrypt as a
 * wrong password, so the answer's timing does not reveal which usernames exist.
 */
export async function checkCredentials(
  db: Db,
  username: string,
  password: string,
): Promise<AccountUser | null> {
  const user = await db.user.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: { ...SELECT_USER, passwordHash: true },
  });
  if (!user?.passwordHash) {
    await verifyPassword(password, await decoyHash());
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    sessionEpoch: user.sessionEpoch,
  };
}

export async function findUser(db: Db, userId: string): Promise<AccountUser | null> {
  return db.user.findUnique({ where: { id: userId }, select: SELECT_USER });
}

export async function changeDisplayName(
  db: Db,
  userId: string,
  name: string,
): Promise<AccountResult<{ displayName: string }>> {
  const issue = displayNameProblem(name);
  if (issue) return problem("displayName", issue);
  const lastRename = await db.moderationAction.findFirst({
    where: { playerId: userPlayerId(userId), action: MODERATION_ACTIONS.rename },
    orderBy: { at: "desc" },
    select: { at: true },
  });
  const held = renameHeldMessage(lastRename?.at ?? null, new Date());
  if (held) return problem("displayName", held);
  const displayName = normaliseDisplayName(name);
  await db.user.update({ where: { id: userId }, data: { displayName } });
  return { ok: true, displayName };
}

/**
 * How recent a sign-in must be to stand in for the password, for an account that has none
 * (made through GitHub or Google): a session cookie copied days ago is not enough.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * Whoever asks for a change that a copied session cookie must not make (a new password, the
 * account's deletion) proves they are the owner: the current password, or for an account
 * without one a sign-in within RECENT_SIGN_IN_MS (`signedInAt`, from the session token).
 */
async function proveOwner(
  db: Db,
  userId: string,
  current: string,
  signedInAt: number | null,
): Promise<AccountProblem | { ok: true; username: string }> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { username: true, passwordHash: true },
  });
  if (!user) return problem("currentPassword", "This account no longer exists.");
  if (user.passwordHash) {
    if (!(await verifyPassword(current, user.passwordHash))) {
      return problem("currentPassword", "The current password is wrong.");
    }
  } else if (signedInAt === null || Date.now() - signedInAt > RECENT_SIGN_IN_MS) {
    return problem("currentPassword", "Sign in again first: this needs a fresh sign-in.");
  }
  return { ok: true, username: user.username };
}

/**
 * Changes the password after checking the current one. Bumps the session epoch: every session
 * issued before (another device, a stolen cookie) stops working.
 */
export async function changePassword(
  db: Db,
  userId: string,
  current: string,
  next: string,
  signedInAt: number | null = null,
): Promise<AccountResult<object>> {
  const owner = await proveOwner(db, userId, current, signedInAt);
  if (!owner.ok) return owner;
  const issue = passwordProblem(next, owner.username);
  if (issue) return problem("password", issue);
  await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(next), sessionEpoch: { increment: 1 } },
  });
  return { ok: true };
}

/** Signs the account out everywhere: every session issued so far stops working. */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionEpoch: { increment: 1 } } });
}

/**
 * Deletes the account once its owner has proved it (proveOwner): a session cookie alone, copied
 * before a sign-out, must not. Its sessions end with it (no account, no session).
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  current: string,
  signedInAt: number | null,
): Promise<AccountResult<object>> {
  const owner = await proveOwner(db, userId, current, signedInAt);
  if (!owner.ok) return owner;
  await deleteUser(db, userId);
  return { ok: true };
}

/**
 * Deletes the account. Its games stay (other players' races and replays need them) but no
 * longer point to anyone: each one's owner becomes a fresh id that no cookie or session holds,
 * and its results follow their game. Its leaderboard entries (best times, stats, daily
 * attempts) are removed.
 */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const playerId = userPlayerId(userId);
  return db.$transaction(async (tx) => {
    const games = await tx.game.findMany({ where: { guestId: playerId }, select: { id: true } });
    for (const game of games) {
      const owner = anonymousId();
      // The revision moves too: a server holding the game in memory (a tab still open) finds
      // its next write stale, reloads, and sees the game is no longer that player's.
      await tx.game.update({
        where: { id: game.id },
        data: { guestId: owner, revision: { increment: 1 } },
      });
      await tx.result.updateMany({ where: { gameId: game.id }, data: { playerId: owner } });
    }
    await removeFromLeaderboards(tx, playerId, anonymousId);
    const deleted = await tx.user.deleteMany({ where: { id: userId } });
    return deleted.count === 1;
  });
}

/**
 * Hands the single-player games a guest played on this browser to the player who signed in
 * there, in one transaction, once: the GuestClaim row records which player the guest went to,
 * and a guest already claimed by someone else changes nothing. A repeat claim by the same
 * player moves only games played as that guest since (none, usually). Race games stay: their
 * room and race rows know the racer by the guest id (see the report of issue 9); their results
 * move, with every other result and summary of the guest (claimGuestResults).
 *
 * Returns the ids of the games that changed owner.
 */
export async function claimGuestGames(
  db: Db,
  guestId: string,
  playerId: string,
): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "GuestClaim" ("guestId", "playerId") VALUES (${guestId}, ${playerId})
      ON CONFLICT ("guestId") DO NOTHING`;
    if (inserted === 0) {
      const claim = await tx.guestClaim.findUnique({ where: { guestId } });
      if (claim?.playerId !== playerId) return [];
    }
    await claimGuestResults(tx, guestId, playerId);
    const games = await tx.game.findMany({
      where: { guestId, raceId: null },
      select: { id: true },
    });
    if (games.length === 0) return [];
    const ids = games.map((game) => game.id);
    await tx.game.updateMany({
      where: { id: { in: ids }, guestId },
      data: { guestId: playerId },
    });
    return ids;
  });
}

function newUserId(): string {
  return randomBytes(12).toString("base64url");
}

/** An owner nobody can be: deleted accounts' games. */
function anonymousId(): string {
  return `deleted:${randomBytes(12).toString("base64url")}`;
}

/**
 * The user behind a GitHub or Google identity, created on its first sign-in with a username
 * made from the provider's login (a digit suffix when taken) and its display name.
 */
export async function userForOAuth(
  db: Db,
  provider: string,
  providerAccountId: string,
  profile: { login?: string | null; name?: string | null; email?: string | null },
): Promise<AccountUser> {
  const linked = await db.oAuthAccount.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { user: { select: SELECT_USER } },
  });
  if (linked) return linked.user;
  const base = oauthUsernameBase(profile.login ?? profile.email?.split("@")[0] ?? provider);
  const displayName = normaliseDisplayName(profile.name ?? "").slice(0, DISPLAY_NAME_MAX) || base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix = attempt === 0 ? "" : String(Math.floor(Math.random() * 10_000));
    const username = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    try {
      return await db.user.create({
        data: {
          id: newUserId(),
          usernameKey: usernameKey(username),
          username,
          displayName,
          oauthAccounts: { create: { provider, providerAccountId } },
        },
        select: SELECT_USER,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either the username is taken (try another) or a parallel sign-in linked it first.
      const raced = await db.oAuthAccount.findUnique({
        where: { provider_providerAccountId: { provider, providerAccountId } },
        select: { user: { select: SELECT_USER } },
      });
      if (raced) return raced.user;
    }
  }
  throw new Error("No free username for this account");
}

/** A provider login made into a valid username: lowercased, safe characters, padded. */
function oauthUsernameBase(login: string): string {
  const safe = login
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, "")
    .slice(0, USERNAME_MAX);
  return safe.length >= USERNAME_MIN ? safe : `player${safe}`.slice(0, USERNAME_MAX);
}
