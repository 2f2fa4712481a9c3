import { describe, expect, it } from "vitest";
import { rankBoard, fastestRun, type BoardRun } from "./board";
import { CHALLENGE_CODE_LENGTH, makeChallengeCode, readChallengeCode } from "./challenge-code";
import { beat, outcomeSentence } from "./outcome";
import { challengeShareText } from "./share";

describe("challenge codes", () => {
  it("are long and never use look-alike characters", () => {
    let seed = 7;
    const code = makeChallengeCode((below) => (seed = (seed * 31 + 11) % 1_000_003) % below);
    expect(code).toHaveLength(CHALLENGE_CODE_LENGTH);
    expect(code).not.toMatch(/[0O1IL2Z5S8B]/);
    expect(readChallengeCode(code)).toBe(code);
  });

  it.each([
    ["k7qm-4p3a-9cde", "K7QM4P3A9CDE"],
    ["K7QM 4P3A 9CDE", "K7QM4P3A9CDE"],
    ["K7QM4P3A9CD", null],
    ["K7QM4P3A9CDEE", null],
    ["K7QM4P3A9CD0", null],
    ["../../etc/pas", null],
    ["", null],
  ])("reads %j as %j", (typed, code) => {
    expect(readChallengeCode(typed)).toBe(code);
  });
});

describe("outcomeSentence", () => {
  const ada = (rankedMs: number, solved = true) => ({ name: "Ada", solved, rankedMs });
  it.each([
    [{ solved: true, rankedMs: 300_000 }, ada(312_000), "You beat Ada by 0:12", true],
    [{ solved: true, rankedMs: 340_000 }, ada(300_000), "Ada wins by 0:40", false],
    [{ solved: true, rankedMs: 300_400 }, ada(300_000), "Ada wins by under a second", false],
    [{ solved: true, rankedMs: 300_000 }, ada(300_000), "A dead heat with Ada", false],
    [{ solved: false, rankedMs: 100_000 }, ada(300_000), "Ada wins: you did not finish", false],
    [
      { solved: true, rankedMs: 900_000 },
      ada(300_000, false),
      "You beat Ada: they did not finish",
      true,
    ],
  ])("%j against %j: %s", (mine, theirs, sentence, won) => {
    expect(outcomeSentence(mine, theirs)).toBe(sentence);
    expect(beat(mine, theirs)).toBe(won);
  });
});

describe("rankBoard", () => {
  let n = 0;
  const run = (name: string, rankedMs: number, extra: Partial<BoardRun> = {}): BoardRun => ({
    gameId: `g${++n}`,
    name,
    solved: true,
    activeMs: rankedMs,
    penaltyMs: 0,
    rankedMs,
    hints: 0,
    mistakes: 0,
    finishedAt: n,
    review: null,
    mine: false,
    ghost: false,
    ...extra,
  });

  it("ranks by time plus penalties, ties sharing a place, the earlier finish first", () => {
    const board = rankBoard([
      run("Cy", 300_000),
      run("Ada", 300_000, { activeMs: 280_000, penaltyMs: 20_000 }),
      run("Bo", 290_000),
      run("Di", 310_000),
    ]);
    expect(board.map((r) => [r.name, r.rank])).toEqual([
      ["Bo", 1],
      ["Cy", 2],
      ["Ada", 2],
      ["Di", 4],
    ]);
  });

  it("shows a solve held for review to its owner only, unranked, and lists unsolved runs last", () => {
    const runs = [
      run("Held", 60_000, { review: "move timing" }),
      run("Quit", 500_000, { solved: false }),
      run("Ada", 300_000),
    ];
    expect(rankBoard(runs).map((r) => [r.name, r.rank])).toEqual([
      ["Ada", 1],
      ["Quit", null],
    ]);
    const owner = rankBoard(runs.map((r) => (r.name === "Held" ? { ...r, mine: true } : r)));
    expect(owner.map((r) => [r.name, r.rank])).toEqual([
      ["Ada", 1],
      ["Held", null],
      ["Quit", null],
    ]);
  });

  it("finds the fastest ranked run that is not already a ghost", () => {
    const runs = [run("Ada", 300_000), run("Bo", 200_000), run("Held", 1, { review: "x" })];
    expect(fastestRun(runs, new Set())?.name).toBe("Bo");
    expect(fastestRun(runs, new Set([runs[1].gameId]))?.name).toBe("Ada");
  });
});

describe("challengeShareText", () => {
  it("says the level, the time to beat and the link, and nothing of the grid", () => {
    const text = challengeShareText({
      level: "hard",
      timeToBeatMs: 472_000,
      ghosts: 1,
      url: "https://nonet.example/c/K7QM4P3A9CDE",
    });
    expect(text).toBe(
      "Nonet challenge (Hard)\nTime to beat: 7:52\nRace my run: https://nonet.example/c/K7QM4P3A9CDE",
    );
    expect(challengeShareText({ level: "custom", timeToBeatMs: 1, ghosts: 3, url: "u" })).toContain(
      "Race 3 runs: u",
    );
  });
});
