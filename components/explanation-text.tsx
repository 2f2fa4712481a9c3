import { cellWords } from "@/lib/sudoku/cell-words";
import { explanationLines, explanationSummary } from "@/lib/sudoku/explanation";

/**
 * A step's explanation. Most are one sentence; a forcing net with techniques lists every step
 * taken inside its assumption, so it reads as a numbered list in a box that scrolls (and can
 * be focused, so the keyboard scrolls it too) instead of pushing the board off the screen.
 * Above the list, its one-line summary: the assumption and the verdict stay in sight while
 * the list scrolls. Cells are named in words ("row 1, column 4"): the engine's notation is
 * read only here, after the lines are found in it.
 */
export function ExplanationText({
  text,
  testId,
  className = "",
  listClassName = "max-h-64",
  scrolls = false,
}: {
  text: string;
  testId?: string;
  className?: string;
  /** The scrolling list's height bound (it also shrinks in a flex column that caps it). */
  listClassName?: string;
  /**
   * A one-sentence explanation shrinks and scrolls too, in a flex column that caps it (the
   * hint panel on a phone: a long chain must not push the panel's buttons out of it).
   */
  scrolls?: boolean;
}) {
  const lines = explanationLines(text);
  if (lines.length === 1) {
    const scroll = scrolls
      ? { role: "region", "aria-label": "Explanation", tabIndex: 0 }
      : undefined;
    return (
      <p
        {...scroll}
        className={scrolls ? `min-h-10 overflow-y-auto rounded-sm ${className}` : className}
        data-testid={testId}
      >
        {cellWords(text)}
      </p>
    );
  }
  const short = explanationSummary(text);
  return (
    <div className={`flex min-h-0 flex-col gap-1 ${className}`} data-testid={testId}>
      {short !== text ? (
        <p className="shrink-0 font-medium" data-testid="explanation-summary">
          {cellWords(short)}
        </p>
      ) : null}
      <div
        role="region"
        aria-label={`Explanation in ${lines.length} parts`}
        tabIndex={0}
        className={`min-h-16 overflow-y-auto rounded-sm ${listClassName}`}
      >
        <ol className="flex list-decimal flex-col gap-1 pl-9">
          {lines.map((line, i) => (
            <li key={i}>{cellWords(line)}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
