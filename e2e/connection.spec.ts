import { expect, test, type Page } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame, waitForAcks } from "./helpers";

/** Plays the solution digit into a cell by keyboard. */
async function play(page: Page, cell: number, digit: number) {
  await cellLocator(page, cell).click();
  await page.keyboard.press(String(digit));
}

const banner = (page: Page) => page.getByTestId("connection-banner");

test("moves played while the connection is down reach the server once it is back", async ({
  page,
}) => {
  await startGame(page);
  const solution = await solutionOf(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);

  await play(page, empties[0], solution[empties[0]]);
  await waitForAcks(page);

  // Drop the socket the way a lost network does from the page's side: no more acks.
  await page.evaluate(() => window.__nonetSocket?.disconnect());
  await expect(banner(page)).toContainText("Reconnecting");
  await play(page, empties[1], solution[empties[1]]);
  await play(page, empties[2], solution[empties[2]]);
  await expect(page.getByTestId("game")).toHaveAttribute("data-pending", "2");

  await page.evaluate(() => window.__nonetSocket?.connect());
  await waitForAcks(page);
  await expect(banner(page)).toHaveCount(0);

  await page.reload();
  for (const cell of empties.slice(0, 3)) {
    await expect(cellLocator(page, cell)).toHaveAttribute("data-value", String(solution[cell]));
  }
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByTestId("hint-panel")).toBeVisible();
});

test("a page whose server drains for a deploy reconnects by itself and keeps its moves", async ({
  page,
}) => {
  await startGame(page);
  const solution = await solutionOf(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
  await play(page, empties[0], solution[empties[0]]);
  await waitForAcks(page);

  // What "server:draining" sets off on the page (the server's side is drain.int.test.ts and
  // the cluster suite): nothing else asks the socket to reconnect here.
  const reconnected = page.evaluate(
    () => new Promise<void>((resolve) => window.__nonetSocket?.once("connect", () => resolve())),
  );
  await page.evaluate(() => {
    const socket = window.__nonetSocket!;
    for (const listener of socket.listeners("server:draining")) {
      listener({ reconnectWithinMs: 300 });
    }
  });
  await reconnected;
  await play(page, empties[1], solution[empties[1]]);
  await waitForAcks(page);
  await expect(banner(page)).toHaveCount(0);

  await page.reload();
  for (const cell of empties.slice(0, 2)) {
    await expect(cellLocator(page, cell)).toHaveAttribute("data-value", String(solution[cell]));
  }
});

test("Hint works again after the transport drops and socket.io reconnects", async ({ page }) => {
  await startGame(page);
  const solution = await solutionOf(page);
  const empty = (await readBoard(page)).find((c) => !c.given)!.cell;

  await page.evaluate(() => window.__nonetSocket?.io.engine.close());
  await play(page, empty, solution[empty]);
  await waitForAcks(page);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByTestId("hint-panel")).toBeVisible();

  await page.reload();
  await expect(cellLocator(page, empty)).toHaveAttribute("data-value", String(solution[empty]));
});

test("an offline browser is told so, without the board moving", async ({ page, context }) => {
  await startGame(page);
  const grid = page.locator('[role="grid"]');
  const before = await grid.boundingBox();
  await context.setOffline(true);
  await expect(banner(page)).toContainText("Offline");
  expect(await grid.boundingBox()).toEqual(before);
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0, { timeout: 15_000 });
});

test("a hint asked just as the connection drops does not leave Hint stuck", async ({ page }) => {
  await startGame(page);
  const hint = page.getByRole("button", { name: "Hint" });
  await expect(hint).toBeEnabled();
  // In one task, so the server's answer cannot arrive before the socket is gone.
  await hint.evaluate((button: HTMLButtonElement) => {
    button.click();
    window.__nonetSocket?.disconnect();
  });
  await page.evaluate(() => window.__nonetSocket?.connect());
  await expect(banner(page)).toHaveCount(0);
  await expect(hint).toBeEnabled({ timeout: 12_000 });
  // Once back, Hint answers. A press the busy server leaves unanswered says so, and the next
  // press is served: what must not happen is a Hint that stays dead.
  await expect(async () => {
    if (await page.getByTestId("hint-unavailable").isVisible()) {
      await expect(page.getByTestId("hint-unavailable")).toContainText("press Hint again");
    }
    await hint.click();
    await expect(page.getByTestId("hint-panel")).toBeVisible({ timeout: 9_000 });
  }).toPass({ timeout: 30_000 });
});

test("starting a game as the connection drops frees the level buttons at once", async ({
  page,
}) => {
  await page.goto("/play");
  const easy = page.getByRole("button", { name: /^Easy/ });
  // The socket loads after the page: wait for it before dropping it.
  await expect.poll(() => page.evaluate(() => window.__nonetSocket?.connected)).toBe(true);
  // The request leaves a microtask after the click; drop the link right after, long before
  // the server could have answered.
  await easy.evaluate(async (button: HTMLButtonElement) => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.__nonetSocket?.disconnect();
  });
  await expect(page.getByText("The server did not answer")).toBeVisible({ timeout: 3_000 });
  await expect(easy).toBeEnabled();
  await page.evaluate(() => window.__nonetSocket?.connect());
  await easy.click();
  await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/, { timeout: 30_000 });
});
