import { expect as baseExpect, test } from "@playwright/test";
import { player, raceBoard, solveRace, startWith } from "./race-helpers";

// Browsers typing whole grids on a shared machine: a step may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

// The e2e server gives the others 15 s at least after the first finish (RACE_DEADLINE_MIN_MS
// in playwright.config.ts), or half the winner's time when that is longer (a slow machine
// types slowly); the product gives a minute at least.

test("a racer who does not play gets a visible deadline after Ada finishes, then did not finish", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ada = await player(browser, "Ada");
  const bea = await player(browser, "Bea", { phone: true });
  try {
    const [a, b] = [ada.page, bea.page];
    await startWith(a, [b]);
    await raceBoard(b);
    await expect(b.getByTestId("race-deadline")).toHaveCount(0);

    await solveRace(a);
    // Bea, still racing on her phone, sees the time left above her board.
    const left = b.getByTestId("race-deadline");
    await expect(left).toContainText(/Race ends in \d+:\d\d/, { timeout: 10_000 });
    const box = (await left.boundingBox())!;
    const grid = (await b.getByRole("grid").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(grid.y);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // Scrolled down to the number pad, as a hint does on a phone, she still sees it.
    await b.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(left).toBeInViewport({ ratio: 1 });
    // It counts down.
    const first = await b.getByTestId("race-deadline-left").textContent();
    await expect(b.getByTestId("race-deadline-left")).not.toHaveText(first!);
    // Ada sees it too, with the host's way to end the round now.
    await expect(a.getByTestId("race-deadline")).toContainText("Race ends in");
    await expect(a.getByRole("button", { name: "End the round now" })).toBeVisible();
    await expect(b.getByRole("button", { name: "End the round now" })).toHaveCount(0);
    await b.screenshot({ path: "test-results/race-deadline-phone.png" });
    await b.evaluate(() => (document.documentElement.dataset.theme = "dark"));
    await b.screenshot({ path: "test-results/race-deadline-phone-dark.png" });
    await b.evaluate(() => (document.documentElement.dataset.theme = "light"));

    // Past it the round ends for both: Bea did not finish.
    for (const page of [a, b]) {
      const results = page.getByTestId("race-results");
      await expect(results.getByRole("heading", { name: "Results" })).toBeVisible({
        timeout: 120_000,
      });
      await expect(results.getByTestId("standing").nth(1)).toContainText("Did not finish");
      await expect(results.getByTestId("standing").first()).toContainText("Ada");
    }
    await expect(b).toHaveTitle("Did not finish — Nonet race");
    await expect(b.getByTestId("race-deadline")).toHaveCount(0);
    await b.screenshot({ path: "test-results/race-dnf-phone.png", fullPage: true });
    await a.screenshot({ path: "test-results/race-dnf-desktop.png" });
    await a.evaluate(() => (document.documentElement.dataset.theme = "dark"));
    await a.screenshot({ path: "test-results/race-dnf-desktop-dark.png" });
  } finally {
    await ada.context.close();
    await bea.context.close();
  }
});

test("the host ends the round early once someone finished", async ({ browser }) => {
  test.setTimeout(300_000);
  const ada = await player(browser, "Ada");
  const bea = await player(browser, "Bea");
  try {
    const [a, b] = [ada.page, bea.page];
    await startWith(a, [b]);
    await raceBoard(b);
    await solveRace(a);
    await a.getByRole("button", { name: "End the round now" }).click();
    // At once, well before the 15 s deadline.
    const results = b.getByTestId("race-results");
    await expect(results.getByRole("heading", { name: "Results" })).toBeVisible({
      timeout: 5_000,
    });
    await expect(results.getByTestId("standing").nth(1)).toContainText("Did not finish");
    // Bea's board no longer takes digits.
    await expect(b.getByRole("button", { name: "Give up" })).toHaveCount(0);
  } finally {
    await ada.context.close();
    await bea.context.close();
  }
});
