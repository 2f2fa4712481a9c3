/**
 * `npm run screenshot` (after `npm run build`): the README's picture, made the way a player
 * sees Nonet. Starts the built app on a free port with a throwaway database, races two
 * players (Ada on a laptop, Bea on a phone) part-way through a medium puzzle, and writes both
 * screens side by side to docs/screenshot.png.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { solve } from "../lib/sudoku/solver";
import { startServer } from "../server/index";

const OUT = fileURLToPath(new URL("../docs/screenshot.png", import.meta.url));
const CHROMIUM = "/usr/bin/chromium";

async function board(page: Page): Promise<{ empties: number[]; solution: number[] }> {
  await page.locator('[role="grid"] [data-given="true"]').first().waitFor({ timeout: 20_000 });
  const cells = await page.$$eval('[role="gridcell"]', (els) =>
    els.map((el) => ({
      value: Number((el as HTMLElement).dataset.value || 0),
      given: (el as HTMLElement).dataset.given === "true",
    })),
  );
  const { solution } = solve(cells.map((c) => (c.given ? c.value : 0)));
  if (!solution) throw new Error("the race's givens have no solution");
  return { empties: cells.flatMap((c, i) => (c.given ? [] : [i])), solution };
}

async function fill(page: Page, cells: number[], solution: number[]): Promise<void> {
  for (const cell of cells) {
    const row = Math.floor(cell / 9);
    await page.locator(`[role="gridcell"][data-row="${row}"][data-col="${cell % 9}"]`).click();
    await page.keyboard.press(String(solution[cell]));
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-screenshot-"));
  const server = await startServer({ port: 0, dataDir, dev: false, log: false });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const laptop = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: "light",
    });
    const phone = await browser.newContext({
      viewport: { width: 390, height: 800 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      colorScheme: "light",
    });
    const ada = await laptop.newPage();
    const bea = await phone.newPage();
    await ada.goto(`${server.url}/`);
    const create = ada.getByTestId("race-a-friend");
    await create.getByLabel("Your name").fill("Ada");
    await create.getByRole("button", { name: "Create a race" }).click();
    await ada.waitForURL(/\/race\/\w{6}$/);
    await bea.goto(ada.url());
    await bea.getByLabel("Your name").fill("Bea");
    await bea.getByRole("button", { name: "Join", exact: true }).click();
    await bea.getByRole("button", { name: "I'm ready" }).click();
    await ada.getByRole("button", { name: "Start the race" }).click();
    const [a, b] = await Promise.all([board(ada), board(bea)]);
    // Players fill cells all over the grid, not row by row.
    const scattered = (cells: number[]) =>
      [...cells].sort((x, y) => ((x * 37) % 81) - ((y * 37) % 81));
    a.empties = scattered(a.empties);
    b.empties = scattered(b.empties);
    await fill(ada, a.empties.slice(0, 24), a.solution);
    await fill(bea, b.empties.slice(0, 15), b.solution);
    await ada.getByTestId("racer").filter({ hasText: "Bea" }).getByRole("progressbar").waitFor();
    await ada.waitForTimeout(400); // the progress relay's 100 ms beat, and the bars' transition
    const shots = await Promise.all([ada.screenshot(), bea.screenshot()]);

    // Both screens on one canvas.
    const canvas = await (
      await browser.newContext({ viewport: { width: 1740, height: 840 } })
    ).newPage();
    await canvas.setContent(
      `<body style="margin:0;padding:20px;background:#e2e8f0;display:flex;gap:30px;align-items:flex-start">` +
        shots
          .map(
            (png) =>
              `<img style="border-radius:12px;box-shadow:0 6px 24px rgba(15,23,42,.25)" src="data:image/png;base64,${png.toString("base64")}">`,
          )
          .join("") +
        `</body>`,
    );
    await canvas.screenshot({ path: OUT });
    console.log(`wrote ${OUT}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
