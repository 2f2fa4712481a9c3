import { expect, test, type Page } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame, waitForAcks } from "./helpers";

test("leaving a game by the logo or Play, then Continue, returns to it with its moves", async ({
  page,
}) => {
  await startGame(page);
  const url = page.url();
  const solution = await solutionOf(page);
  const empty = (await readBoard(page)).find((c) => !c.given)!.cell;
  await cellLocator(page, empty).click();
  await page.keyboard.press(String(solution[empty]));
  await waitForAcks(page);

  await page.getByRole("link", { name: "Nonet", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByTestId("continue-game").filter({ hasText: "Easy" }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d+\/\d+/);
  await card.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(url);
  await expect(cellLocator(page, empty)).toHaveAttribute("data-value", String(solution[empty]));

  await page.getByRole("link", { name: "Play", exact: true }).click();
  await expect(page).toHaveURL(/\/play$/);
  await page.getByTestId("continue-game").first().getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(url);
  await expect(cellLocator(page, empty)).toHaveAttribute("data-value", String(solution[empty]));
});

test("a new player sees no Continue section", async ({ page }) => {
  await onGameList(page, null);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Play on your own" })).toBeVisible();
  await page.waitForFunction(
    () => (window as unknown as { __gameListAnswered?: boolean }).__gameListAnswered === true,
  );
  // The answer is rendered by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.getByRole("heading", { name: "Continue" })).toHaveCount(0);
});

// The list as the server's game:list answers it, faked in the page: checks what the player
// sees from a known answer, independently of how the server builds it.
test("each unfinished game shows its level, time, progress and age", async ({ page }) => {
  const updatedAt = new Date(Date.now() - 5 * 60_000).toISOString();
  await onGameList(page, [
    { id: "abcdefgh1234", level: "hard", elapsedMs: 754_000, filled: 34, toFill: 51, updatedAt },
  ]);
  await page.goto("/");
  const card = page.getByTestId("continue-game");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Hard");
  await expect(card).toContainText("12:34");
  await expect(card).toContainText("34/51");
  await expect(card).toContainText("5 minutes ago");
  await expect(card.getByRole("link", { name: "Continue" })).toHaveAttribute(
    "href",
    "/play/abcdefgh1234",
  );
});

/**
 * Wraps the page's socket before its scripts run: `game:list` is answered with `games` (a
 * known answer), or, with null, by the server as usual; either way the page notes when the
 * answer reached it (`window.__gameListAnswered`), so a spec can look only after that.
 */
async function onGameList(page: Page, games: readonly object[] | null): Promise<void> {
  await page.addInitScript((fake) => {
    let socket: unknown;
    const answered = () => {
      (window as unknown as { __gameListAnswered: boolean }).__gameListAnswered = true;
    };
    Object.defineProperty(window, "__nonetSocket", {
      configurable: true,
      get: () => socket,
      set(value: { emit: (event: string, ...args: unknown[]) => unknown }) {
        socket = value;
        const emit = value.emit.bind(value);
        value.emit = (event, ...args) => {
          if (event !== "game:list") return emit(event, ...args);
          const ack = args.at(-1) as (...answer: unknown[]) => void;
          if (fake) {
            setTimeout(() => {
              ack(null, { ok: true, games: fake });
              answered();
            }, 0);
            return value;
          }
          return emit(event, ...args.slice(0, -1), (...answer: unknown[]) => {
            ack(...answer);
            answered();
          });
        };
      },
    });
  }, games);
}
