/**
 * Cell references in plain words, for display. The engine, its tests and the outside
 * comparisons speak the solvers' notation ("r1c4", "r1c45", "b5"); a player reads "row 1,
 * column 4". Only what is shown is translated, so the engine's text stays the one truth.
 */
import { listText } from "./step";

/** One reference: a cell or group of cells ("r1c4", "r1c45", "r12c3"), or a box ("b5"). */
const REF = String.raw`(?:r[1-9]+c[1-9]+|b[1-9])`;
/**
 * What joins the references of a list: "A, B and C", "A or B", "neither A nor B", and "+"
 * between the cells of one set ("r1c7+r4c7 (2/3/5)"). Never ", and": the engine's lists
 * have no serial comma, so ", and" starts a new clause ("…r4c4, and r9c2 sees r9c4").
 */
const JOINT = String.raw`(?:, | and | or | nor |\+)`;
/**
 * A run of references joined as a list. A reference touching "=" or "-" belongs to a chain's
 * path ("r1c1=r1c5-r3c5"), a formula kept in notation: in words it would not read at all.
 */
const RUN = new RegExp(String.raw`(?<![\w=-])${REF}(?:${JOINT}${REF})*(?![\w=-])`, "g");
const ONE = new RegExp(`${REF}|${JOINT}`, "g");

/** "row 1, columns 4 and 5" from the rows and columns of one reference, or of several. */
function rowsAndColumns(rows: readonly string[], columns: readonly string[]): string {
  const named = (one: string, many: string, items: readonly string[]) =>
    `${items.length > 1 ? many : one} ${listText([...new Set(items)])}`;
  return `${named("row", "rows", rows)}, ${named("column", "columns", columns)}`;
}

/** "r1c45" → "row 1, columns 4 and 5"; "b5" → "box 5". */
export function refWords(ref: string): string {
  if (ref.startsWith("b")) return `box ${ref.slice(1)}`;
  const [rows, columns] = ref.slice(1).split("c");
  return rowsAndColumns([...rows], [...columns]);
}

/** The cells of a cell reference, as [row, column] digit pairs ("r1c45" → 1,4 and 1,5). */
function cellsOf(ref: string): [string, string][] {
  const [rows, columns] = ref.slice(1).split("c");
  return [...rows].flatMap((r) => [...columns].map((c): [string, string] => [r, c]));
}

/**
 * A list of references in words. A list along one row or one column, or the corners of a
 * rectangle, is said at once ("row 1, columns 4, 5 and 7"); any other row by row ("row 2, columns 4 and 5; row 4, columns 5
 * and 8"). Each name holds a comma, so between names a semicolon does the comma's work.
 */
function runWords(run: string): string {
  const parts = run.match(ONE) ?? [];
  const refs = parts.filter((_, i) => i % 2 === 0);
  const joints = parts.filter((_, i) => i % 2 === 1);
  const isList = joints.every((j) => j === ", " || j === " and " || j === "+");
  if (refs.length > 1 && isList && refs.every((r) => r.startsWith("r"))) {
    const cells = refs.flatMap(cellsOf);
    const rows = new Set(cells.map(([r]) => r));
    const columns = new Set(cells.map(([, c]) => c));
    // Every crossing of its rows and columns: one line, or a rectangle, said at once.
    const crossings = new Set(cells.map(([r, c]) => r + c));
    if (crossings.size === rows.size * columns.size) return rowsAndColumns([...rows], [...columns]);
    const byRow: [string, string][][] = [];
    for (const cell of cells) {
      const last = byRow[byRow.length - 1];
      if (last && last[0][0] === cell[0]) last.push(cell);
      else byRow.push([cell]);
    }
    const names = byRow.map((row) =>
      rowsAndColumns(
        [row[0][0]],
        row.map(([, c]) => c),
      ),
    );
    // A row's part with several columns holds an "and" of its own: then semicolons alone
    // part the rows, else the list ends with "and" as any list does.
    if (byRow.some((row) => row.length > 1)) return names.join("; ");
    return `${names.slice(0, -1).join("; ")} and ${names[names.length - 1]}`;
  }
  const named = refs.some((r) => r.startsWith("r"));
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return refWords(part);
      if (part === "+") return "; ";
      return named && part.startsWith(",") ? `;${part.slice(1)}` : part;
    })
    .join("");
}

/**
 * A text with its cell and box references in words.
 *
 * @example
 * cellWords("Naked single: r1c4 can only be 5"); // "Naked single: row 1, column 4 can only be 5"
 * cellWords("5 is removed from r4c3 and r4c8"); // "5 is removed from row 4, columns 3 and 8"
 */
export function cellWords(text: string): string {
  return text.replace(RUN, runWords);
}
