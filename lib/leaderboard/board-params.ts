/**
 * The leaderboard page's query string: ?board=daily|best|wins|streaks, &level=, &period=,
 * &filter=raced, &page=, &date=. A bad value never fails the page: it falls back to the
 * default and says so in `notices`.
 */
import { LEVELS, type Level } from "../sudoku/level";
import { utcDate } from "./ranking";

export const BOARDS = ["daily", "best", "wins", "streaks"] as const;
export type Board = (typeof BOARDS)[number];

export const PERIODS = ["week", "all"] as const;
export type Period = (typeof PERIODS)[number];

export const BOARD_TITLES: Record<Board, string> = {
  daily: "Daily",
  best: "Best times",
  wins: "Race wins",
  streaks: "Daily streaks",
};

export interface BoardParams {
  board: Board;
  level: Level;
  period: Period;
  /** Only the viewer and the people they raced with. */
  raced: boolean;
  page: number;
  /** The daily's UTC date. */
  date: string;
}

export interface ParsedBoardParams {
  params: BoardParams;
  /** What was ignored, in words for the page. */
  notices: string[];
}

type RawParams = Record<string, string | string[] | undefined>;

/** Pages beyond this are refused: nobody pages that far, and OFFSET would grow with it. */
export const MAX_PAGE = 10_000;
const EARLIEST_DATE = "2020-01-01";

function single(raw: RawParams, key: string): string | undefined {
  const value = raw[key];
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}

/** A real calendar date between EARLIEST_DATE and `today`. */
function isDailyDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  // "2026-02-30" parses (as March 2nd): only a date that round-trips is real.
  if (Number.isNaN(parsed.getTime()) || utcDate(parsed) !== value) return false;
  return value >= EARLIEST_DATE && value <= today;
}

export function parseBoardParams(raw: RawParams, now: Date): ParsedBoardParams {
  const notices: string[] = [];
  const today = utcDate(now);
  const text = (key: string) => single(raw, key);

  const boardText = text("board");
  const board = oneOf(BOARDS, boardText) ?? "daily";
  if (boardText !== undefined && boardText !== board) {
    notices.push(`There is no board called “${boardText}”: showing the daily.`);
  }
  const levelText = text("level");
  const level = oneOf(LEVELS, levelText) ?? "easy";
  if (levelText !== undefined && levelText !== level) {
    notices.push(`Unknown level “${levelText}”: showing easy.`);
  }
  const periodText = text("period");
  const period = oneOf(PERIODS, periodText) ?? "week";
  if (periodText !== undefined && periodText !== period) {
    notices.push(`Unknown period “${periodText}”: showing this week.`);
  }
  const filterText = text("filter");
  const raced = filterText === "raced";
  if (filterText !== undefined && !raced) {
    notices.push(`Unknown filter “${filterText}”: showing everyone.`);
  }
  const pageText = text("page");
  let page = 1;
  if (pageText !== undefined) {
    const n = /^\d{1,6}$/.test(pageText) ? Number(pageText) : NaN;
    if (n >= 1 && n <= MAX_PAGE) page = n;
    else notices.push(`“${pageText}” is not a page number: showing page 1.`);
  }
  const dateText = text("date");
  let date = today;
  if (dateText !== undefined) {
    if (isDailyDate(dateText, today)) date = dateText;
    else notices.push(`“${dateText}” is not a past daily's date (YYYY-MM-DD): showing today.`);
  }
  return { params: { board, level, period, raced, page, date }, notices };
}

/** The query string of a board view (defaults left out), for links between tabs and pages. */
export function boardHref(params: Partial<BoardParams> & { board: Board }): string {
  const query = new URLSearchParams({ board: params.board });
  if (params.board === "best" && params.level) query.set("level", params.level);
  if (params.board === "wins" && params.period) query.set("period", params.period);
  if (params.board === "daily" && params.date) query.set("date", params.date);
  if (params.raced) query.set("filter", "raced");
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return `/leaderboard?${query.toString()}`;
}
