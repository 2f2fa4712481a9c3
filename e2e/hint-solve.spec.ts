import { expect, test } from "@playwright/test";
import { startGame, waitForAcks } from "./helpers";
import { hintAndApply } from "./hint-steps";

// A player who only presses Hint, Show cells, Show step and Apply finishes the game: every
// hint moves on from the position the last one left (eliminations land in the centre marks).
// The two games are the longest specs: they run side by side, each worker taking one.
test.describe.configure({ mode: "parallel" });

for (const level of ["Medium", "Hard"]) {
  test(`a ${level.toLowerCase()} game is solved by Hint and Apply alone`, async ({ page }) => {
    // A hard game takes ~60 hint rounds of four presses, each a server round trip: 1.5 min on
    // a quiet machine, over 3 on a loaded one (seen when another suite shared the two cores).
    test.setTimeout(300_000);
    await startGame(page, level);
    const grid = page.locator('[role="grid"]');
    // Hint rounds (each up to four presses): a hint that repeats itself runs out of them.
    let rounds = 0;
    let presses = 0;
    while ((await grid.getAttribute("data-status")) === "playing") {
      const pressed = await hintAndApply(page);
      rounds++;
      presses += pressed.length;
      // A check (wrong digit, lost note) cannot happen: the player never typed anything.
      expect(pressed.at(-1), `hint ${rounds}`).toBe("Apply");
      await waitForAcks(page);
      expect(rounds).toBeLessThan(200);
    }
    await expect(grid).toHaveAttribute("data-status", "solved");
    await expect(
      page.getByTestId("result-dialog").getByRole("heading", { name: "Solved!" }),
    ).toBeVisible();
    expect(rounds).toBeLessThan(200);
    test
      .info()
      .annotations.push({ type: "presses", description: `${rounds} hints, ${presses} presses` });
  });
}
