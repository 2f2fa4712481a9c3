import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExplanationText } from "./explanation-text";

// A forcing net with techniques as the engine writes it: the assumption, the steps inside it
// joined by "; then ", what broke and the verdict.
const INNER = Array.from(
  { length: 12 },
  (_, i) => `Naked single: r${(i % 9) + 1}c5 can only be ${(i % 9) + 1}, so it is placed there`,
);
const NET = `Forcing net with techniques: if r1c1 is 1, then ${INNER.join("; then ")}; and r6c1 has no candidate left; so r1c1 is not 1`;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "\n")
    .replace(/\n+/g, "\n")
    .trim();

describe("explanation text", () => {
  it("shows a long explanation's summary above its numbered list", () => {
    const html = renderToStaticMarkup(<ExplanationText text={NET} />);
    const summary = /<p[^>]*data-testid="explanation-summary"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(summary?.[1]).toBe(
      "Forcing net with techniques: if row 1, column 1 is 1, then … 12 steps …; and row 6, column 1 has no candidate left; so row 1, column 1 is not 1",
    );
    // The summary comes first; the whole list, every step, after it in its scrolling box.
    expect(html.indexOf("explanation-summary")).toBeLessThan(html.indexOf("<ol"));
    expect(html).toContain('role="region" aria-label="Explanation in 14 parts"');
    expect(text(html).split("\n")).toHaveLength(1 + 14);
  });

  it("shows a one-sentence explanation with its cells in words", () => {
    const one = "Naked single: r1c1 can only be 5";
    expect(renderToStaticMarkup(<ExplanationText text={one} testId="x" />)).toBe(
      `<p class="" data-testid="x">Naked single: row 1, column 1 can only be 5</p>`,
    );
  });

  it("names every step's cells in words in a long explanation's list", () => {
    const html = renderToStaticMarkup(<ExplanationText text={NET} />);
    expect(html).toContain(
      "<li>Naked single: row 3, column 5 can only be 3, so it is placed there</li>",
    );
    expect(html).not.toMatch(/r\dc\d/);
  });
});
