/**
 * One page of a leaderboard, ranked by the database: the page comes in board order, and a
 * count of the entries strictly ahead gives the first rank (the rest follow from the page), so
 * neither the page nor the viewer's own rank needs the whole board in memory.
 */
import type { Db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { BoardParams } from "@/lib/leaderboard/board-params";
import type { BoardEntry, BoardView, HeldOutEntry } from "@/lib/leaderboard/board-view";
import { currentStreak, PAGE_SIZE, pageCount, pageRanks, utcDate } from "@/lib/leaderboard/ranking";
import { boardSource, USER_PREFIX, type BoardSource } from "./board-sources";
import { racedWith } from "./raced-with";

interface EntryRow {
  playerId: string;
  value: number;
  username: string;
  displayName: string;
  streak: number | null;
  lastDate: string | null;
}

/** The relation joined to its accounts: a deleted account has no User row, so no entry. */
function ranked(source: BoardSource): Prisma.Sql {
  return Prisma.sql`
    (${source.relation}) e
    JOIN "User" u ON u.id = substr(e."playerId", ${USER_PREFIX.length + 1})`;
}

function order(source: BoardSource): Prisma.Sql {
  const direction = source.better === "lower" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  // Within a tie: the earlier finish, then the name, then the unique username (a stable order).
  return Prisma.sql`ORDER BY e.value ${direction}, e."tieAt" ASC NULLS LAST, u."displayName", u."usernameKey"`;
}

const COLUMNS = Prisma.sql`e."playerId", e.value, u.username, u."displayName", e.streak, e."lastDate"`;

/** Entries that rank strictly ahead of `value`. */
async function countAhead(db: Db, source: BoardSource, value: number): Promise<number> {
  const better = source.better === "lower" ? Prisma.sql`<` : Prisma.sql`>`;
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM ${ranked(source)} WHERE e.value ${better} ${value}`;
  return row.n;
}

function toEntry(row: EntryRow, rank: number, today: string): BoardEntry {
  return {
    rank,
    playerId: row.playerId,
    username: row.username,
    displayName: row.displayName,
    value: row.value,
    currentStreak:
      row.streak === null
        ? null
        : currentStreak({ dailyStreak: row.streak, lastDailyDate: row.lastDate }, today),
  };
}

/**
 * The viewer's best attempt held out for review, when it would have beaten their ranked entry
 * (otherwise the board would not show it anyway). Index (playerId, finishedAt).
 */
async function heldOut(
  db: Db,
  params: BoardParams,
  viewer: string,
  own: BoardEntry | null,
): Promise<HeldOutEntry | null> {
  if (params.board !== "daily" && params.board !== "best") return null;
  const where =
    params.board === "daily"
      ? Prisma.sql`kind = 'daily' AND "dailyDate" = ${params.date}`
      : Prisma.sql`level = ${params.level}`;
  const [row] = await db.$queryRaw<{ rankedMs: number; review: string; finishedAt: Date }[]>`
    SELECT "rankedMs", review, "finishedAt" FROM "Result"
    WHERE "playerId" = ${viewer} AND solved AND review IS NOT NULL AND ${where}
    ORDER BY "rankedMs" LIMIT 1`;
  if (!row || (own && own.value <= row.rankedMs)) return null;
  return { rankedMs: row.rankedMs, reason: row.review, finishedAt: row.finishedAt.toISOString() };
}

/**
 * The board `params` names, page `params.page`, seen by `viewer` (a player id, or null for a
 * guest). The "people I raced with" filter needs a signed-in viewer: a guest sees everyone.
 */
export async function loadBoard(
  db: Db,
  params: BoardParams,
  viewer: string | null,
  now: Date = new Date(),
): Promise<BoardView> {
  const account = viewer?.startsWith(USER_PREFIX) ? viewer : null;
  const players = params.raced && account ? await racedWith(db, account) : null;
  const source = boardSource(params, players, now);
  const today = utcDate(now);
  const offset = (params.page - 1) * PAGE_SIZE;

  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM ${ranked(source)}`;
  const rows = await db.$queryRaw<EntryRow[]>`
    SELECT ${COLUMNS} FROM ${ranked(source)} ${order(source)}
    LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
  const ahead = rows.length ? await countAhead(db, source, rows[0].value) : 0;
  const ranks = pageRanks(
    rows.map((row) => row.value),
    offset,
    ahead,
  );
  const entries = rows.map((row, i) => toEntry(row, ranks[i], today));

  let own = account ? (entries.find((entry) => entry.playerId === account) ?? null) : null;
  const ownOnPage = own !== null;
  if (account && !own) {
    const [row] = await db.$queryRaw<EntryRow[]>`
      SELECT ${COLUMNS} FROM ${ranked(source)} WHERE e."playerId" = ${account}`;
    if (row) own = toEntry(row, (await countAhead(db, source, row.value)) + 1, today);
  }
  return {
    params: { ...params, raced: players !== null },
    total,
    pages: pageCount(total),
    entries,
    own,
    ownOnPage,
    heldOut: account ? await heldOut(db, params, account, own) : null,
  };
}
