import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResultDialog, type ResultDialogProps } from "./result-dialog";

const base: ResultDialogProps = {
  status: "solved",
  elapsedMs: 43_000,
  hints: { nudge: 0, cells: 0, step: 0, check: 0 },
  mistakes: 0,
  mistakeChecking: false,
  busy: false,
  onNewGame: () => {},
  onClose: () => {},
};
const render = (props: Partial<ResultDialogProps>) =>
  renderToStaticMarkup(<ResultDialog {...base} {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the result dialog", () => {
  it("shows the time a solve ranks by when help added penalties, as the boards will", () => {
    const html = text(render({ hints: { nudge: 1, cells: 0, step: 1, check: 0 } }));
    expect(html).toContain("Time 0:43");
    expect(html).toMatch(/Penalties \+\d+:\d\d Counts as \d+:\d\d/);
    expect(html).toContain("2 hints (1 nudge, 1 step)");
  });

  it("shows only the time when no help was taken, and none for practice", () => {
    expect(text(render({}))).not.toContain("Counts as");
    const practice = render({
      hints: { nudge: 2, cells: 0, step: 0, check: 0 },
      daily: { date: "2026-11-20", level: "easy", practice: true },
    });
    expect(text(practice)).not.toContain("Counts as");
  });
});
