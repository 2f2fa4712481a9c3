import { explanationLines } from "@/lib/sudoku/explanation";

/**
 * A step's explanation. Most are one sentence; a forcing net with techniques lists every step
 * taken inside its assumption, so it reads as a numbered list in a box that scrolls (and can
 * be focused, so the keyboard scrolls it too) instead of pushing the board off the screen.
 */
export function ExplanationText({
  text,
  testId,
  className = "",
}: {
  text: string;
  testId?: string;
  className?: string;
}) {
  const lines = explanationLines(text);
  if (lines.length === 1) {
    return (
      <p className={className} data-testid={testId}>
        {text}
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label={`Explanation in ${lines.length} parts`}
      tabIndex={0}
      data-testid={testId}
      className={`max-h-64 overflow-y-auto rounded-sm ${className}`}
    >
      <ol className="flex list-decimal flex-col gap-1 pl-9">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
