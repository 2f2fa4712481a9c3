import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GhostRun } from "@/lib/game/challenge-protocol";
import { GhostsPanel } from "./ghosts-panel";

const ada: GhostRun = {
  name: "Ada",
  solved: true,
  activeMs: 23_000,
  rankedMs: 173_000,
  hints: 6,
  mistakes: 0,
  timeline: [23_000, 49],
};

describe("the ghosts beside a challenge's board", () => {
  it("says a finished ghost's time with its penalties, the time the taker must beat", () => {
    const html = renderToStaticMarkup(
      <GhostsPanel
        you="Ben"
        ghosts={[ada]}
        startedAt={Date.now() - 60_000}
        filled={10}
        toFill={49}
        over={false}
      />,
    );
    expect(html).toContain("Done in 0:23 + 2:30<");
  });

  it("says a ghost's plain time when it took no help", () => {
    const html = renderToStaticMarkup(
      <GhostsPanel
        you="Ben"
        ghosts={[{ ...ada, rankedMs: 23_000, hints: 0 }]}
        startedAt={Date.now() - 60_000}
        filled={10}
        toFill={49}
        over={false}
      />,
    );
    expect(html).toContain("Done in 0:23<");
  });
});
