import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ChallengeView } from "@/lib/game/challenge-protocol";
import { ChallengeScreen } from "./challenge-screen";

const view: ChallengeView = {
  code: "ACDEFGHJKMNP",
  creatorName: "Ben",
  level: "easy",
  toFill: 49,
  timeToBeatMs: 102_000,
  ghosts: [{ name: "Ada", rankedMs: 102_000 }],
  hintsAllowed: true,
  mistakeChecking: false,
  myGameId: null,
  own: false,
  creator: false,
  myRunOver: false,
};

const landing = (v: Partial<ChallengeView>) =>
  renderToStaticMarkup(<ChallengeScreen view={{ ...view, ...v }} accountName={null} />);

describe("a challenge link's landing", () => {
  it("names the one run raced", () => {
    const html = landing({ creatorName: "Ada" });
    expect(html).toContain("Ada challenges you");
    expect(html).toContain("Race Ada&#x27;s recorded run on the same puzzle");
  });

  it("names every run of a challenge passed on, in the plural", () => {
    const html = landing({
      ghosts: [
        { name: "Ada", rankedMs: 102_000 },
        { name: "Ben", rankedMs: 120_000 },
      ],
    });
    expect(html).toContain("Ben challenges you");
    expect(html).toContain("Race the recorded runs of Ada and Ben on the same puzzle");
    expect(html).not.toContain("their recorded run ");
  });

  it("tells the maker it is their challenge", () => {
    const html = landing({ own: true, creator: true });
    expect(html).toContain("Your challenge");
  });

  it("tells a ghost of a challenge passed on whose it is, not that it is theirs", () => {
    const html = landing({
      own: true,
      creator: false,
      ghosts: [
        { name: "Ada", rankedMs: 102_000 },
        { name: "Ben", rankedMs: 120_000 },
      ],
    });
    expect(html).toContain("Ben&#x27;s challenge");
    expect(html).not.toContain("Your challenge");
    expect(html).toContain("Your run is one of its ghosts");
  });

  it("offers a taker back to a run still going, on the clock", () => {
    const html = landing({ myGameId: "g1" });
    expect(html).toContain("Continue your run");
    expect(html).toContain("never pauses");
  });

  it("offers a taker who finished their result, not a clock to start", () => {
    const html = landing({ myGameId: "g1", myRunOver: true });
    expect(html).toContain("See your result");
    expect(html).not.toContain("Continue your run");
    expect(html).not.toContain("The clock starts");
  });
});
