import { expect as baseExpect, test } from "@playwright/test";
import { player, raceBoard, solveRace, startWith } from "./race-helpers";

// Browsers typing whole grids on a shared machine: a step may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

test("a latecomer is offered the next round and races in it; one who did not accept keeps the results", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ada = await player(browser, "Ada");
  const bea = await player(browser, "Bea");
  const cy = await player(browser, "Cy", { phone: true });
  try {
    const [a, b, c] = [ada.page, bea.page, cy.page];
    const path = await startWith(a, [b]);
    await raceBoard(b);

    // Cy opens the link mid-race: he watches, told he can race in the next round.
    await c.goto(path);
    await expect(c.getByRole("heading", { name: "Watching the race" })).toBeVisible();

    // Ada wins and ends the round: everyone sees the results and the next round's offer.
    await solveRace(a);
    await a.getByRole("button", { name: "End the round now" }).click();
    for (const page of [a, b, c]) {
      await expect(
        page.getByTestId("race-results").getByRole("heading", { name: "Results" }),
      ).toBeVisible({ timeout: 15_000 });
    }
    const start = a.getByRole("button", { name: "Start the next round" });
    await expect(start).toBeDisabled();
    await expect(a.getByText("Waiting for someone to say they're in.")).toBeVisible();
    await expect(a.getByText("A race needs at least two players")).toHaveCount(0);
    await expect(b.getByRole("button", { name: "I'm in" })).toBeVisible();

    // Cy, the latecomer, accepts; Bea, reading the results, does not answer.
    await c.getByRole("button", { name: "I'm in" }).click();
    await expect(c.getByText("You're in ✓")).toBeVisible();
    await expect(a.getByTestId("next-round-in")).toContainText("Cy");
    await expect(c.getByRole("heading", { name: "Round 1 results" })).toBeVisible();
    await c.screenshot({ path: "test-results/race-next-round-phone.png", fullPage: true });
    await c.evaluate(() => (document.documentElement.dataset.theme = "dark"));
    await c.screenshot({ path: "test-results/race-next-round-phone-dark.png", fullPage: true });
    await expect(start).toBeEnabled();
    await start.click();

    // Ada and Cy count down and race; Bea is not thrown into it.
    await expect(c.getByTestId("countdown")).toBeVisible();
    await raceBoard(c);
    await raceBoard(a);
    await expect(b.getByTestId("round-started-without-you")).toContainText(
      "Round 2 has started: you are sitting this one out.",
    );
    await expect(b.getByTestId("countdown")).toHaveCount(0);
    await expect(b.getByTestId("race-results").getByTestId("standing").first()).toContainText(
      "Ada",
    );
    await b.screenshot({ path: "test-results/race-sitting-out.png" });

    // The new round starts clean: the last round's news is gone.
    await expect(a.getByTestId("finish-banner")).toHaveCount(0);
    await expect(a.getByTestId("race-announcer")).not.toContainText("finished");
    await expect(a.getByTestId("my-result")).toHaveCount(0);

    // Bea chooses to watch.
    await b.getByRole("button", { name: "Watch round 2" }).click();
    await expect(b.getByRole("heading", { name: "Watching the race" })).toBeVisible();
    await expect(b.getByTestId("racer")).toHaveCount(2);
  } finally {
    await ada.context.close();
    await bea.context.close();
    await cy.context.close();
  }
});
