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
import { unrankedText } from "@/lib/results/review";

interface EntryRow {
  /**
   * "page" rows (in `pos` order), the viewer's "own" row, one "meta" row of counts, and the
   * viewer's best "held" (under review) attempt with its `review` and `finishedAt`.
   */
  part: "page" | "own" | "meta" | "held";
  pos: number | null;
  playerId: string;
  value: number;
  username: string;
  displayName: string;
  streak: number | null;
  /** The last daily of a streak; on the "held" row, the result's reviewStatus (a text column). */
  lastDate: string | null;
  /** meta: ranked entries on the board; own: entries ahead of the viewer. */
  n: number | null;
  /** meta: entries ahead of the page's first row. */
  ahead: number | null;
  review: string | null;
  finishedAt: Date | null;
}

/**
 * The page, the board's size, the count ahead of the page, the viewer's row with its count
 * ahead and their held-out attempt (`held`), in one round trip: the board's relation is computed once (a CTE used several times is
 * materialised) and joined to its accounts, so a deleted account (no User row) is on no board.
 */
function boardQuery(
  source: BoardSource,
  viewer: string | null,
  offset: number,
  held: Prisma.Sql,
): Prisma.Sql {
  const lower = source.better === "lower";
  const direction = lower ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const better = lower ? Prisma.sql`<` : Prisma.sql`>`;
  const first = lower ? Prisma.sql`min(value)` : Prisma.sql`max(value)`;
  // Within a tie: the earlier finish, then the name, then the unique username (a stable order).
  const order = Prisma.sql`value ${direction}, "tieAt" ASC NULLS LAST, "displayName", "usernameKey"`;
  return Prisma.sql`
    WITH e AS (
      SELECT b."playerId", b.value, b."tieAt", b.streak, b."lastDate", u.username, u."displayName", u."usernameKey"
      FROM (${source.relation}) b
      JOIN "User" u ON u.id = substr(b."playerId", ${USER_PREFIX.length + 1})
    ), p AS (
      -- A top-N sort for the page alone; its positions are numbered on the page only.
      SELECT *, row_number() OVER (ORDER BY ${order})::int AS pos
      FROM (SELECT * FROM e ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}) page
    )
    SELECT 'page' AS part, pos, "playerId", value, username, "displayName", streak, "lastDate",
      NULL::int AS n, NULL::int AS ahead, NULL::text AS review, NULL::timestamp(3) AS "finishedAt"
    FROM p
    UNION ALL
    SELECT 'own', NULL, o."playerId", o.value, o.username, o."displayName", o.streak, o."lastDate",
      (SELECT count(*) FROM e WHERE e.value ${better} o.value)::int, NULL, NULL, NULL
    FROM e o WHERE o."playerId" = ${viewer ?? ""}
    UNION ALL
    SELECT 'meta', NULL, '', 0, '', '', NULL, NULL, (SELECT count(*) FROM e)::int,
      (SELECT count(*) FROM e WHERE e.value ${better} (SELECT ${first} FROM p))::int, NULL, NULL
    ${held}`;
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
 * The viewer's best attempt held out for review on this board, as one more part of the board
 * query (Result's index on playerId, finishedAt); nothing for a guest or a board of counts.
 */
function heldOutPart(params: BoardParams, viewer: string | null): Prisma.Sql {
  if (!viewer || (params.board !== "daily" && params.board !== "best")) return Prisma.empty;
  const where =
    params.board === "daily"
      ? Prisma.sql`kind = 'daily' AND "dailyDate" = ${params.date}`
      : Prisma.sql`level = ${params.level}`;
  return Prisma.sql`
    UNION ALL
    SELECT * FROM (
      SELECT 'held', NULL::int, '', "rankedMs", '', '', NULL::int, "reviewStatus", NULL::int,
        NULL::int, review, "finishedAt"
      FROM "Result"
      WHERE "playerId" = ${viewer} AND solved AND review IS NOT NULL AND ${where}
      ORDER BY "rankedMs" LIMIT 1
    ) h`;
}

/** The held-out attempt, when it would have beaten the viewer's ranked entry (else moot). */
function heldOut(row: EntryRow | undefined, own: BoardEntry | null): HeldOutEntry | null {
  if (!row || (own && own.value <= row.value)) return null;
  return {
    rankedMs: row.value,
    reason: row.review ?? "",
    finishedAt: row.finishedAt?.toISOString() ?? "",
    text: unrankedText(row.review, row.lastDate) ?? "",
  };
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

  const rows = await db.$queryRaw<EntryRow[]>(
    boardQuery(source, account, offset, heldOutPart(params, account)),
  );
  const meta = rows.find((row) => row.part === "meta");
  const page = rows
    .filter((row) => row.part === "page")
    .sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0));
  const ranks = pageRanks(
    page.map((row) => row.value),
    offset,
    meta?.ahead ?? 0,
  );
  const entries = page.map((row, i) => toEntry(row, ranks[i], today));
  const ownRow = rows.find((row) => row.part === "own");
  const own = ownRow ? toEntry(ownRow, (ownRow.n ?? 0) + 1, today) : null;
  const total = meta?.n ?? 0;
  return {
    params: { ...params, raced: players !== null },
    total,
    pages: pageCount(total),
    entries,
    own,
    ownOnPage: own !== null && entries.some((entry) => entry.playerId === own.playerId),
    heldOut: heldOut(
      rows.find((row) => row.part === "held"),
      own,
    ),
  };
}
