import { expect, test, type APIRequestContext } from "@playwright/test";
import { firstLoadKb } from "./first-load";

// Next 16 no longer prints "First Load JS", so the budget is checked here (first-load.ts).
const BUDGET_KB = 150;

/** The first-load JS of a page, noted on the test and printed. */
async function measured(request: APIRequestContext, path: string): Promise<number> {
  const kB = await firstLoadKb(request, path);
  test.info().annotations.push({ type: "first-load-js", description: `${kB.toFixed(1)} kB` });
  console.log(`${path}: ${kB.toFixed(1)} kB gzip`);
  return kB;
}

for (const path of [
  "/",
  "/play",
  "/play/abcdefgh12",
  "/race",
  "/race/ACDEFG",
  "/replay/abcdefgh12",
  "/signin",
  "/signup",
]) {
  test(`first-load JS of ${path} stays under ${BUDGET_KB} kB gzip`, async ({ request }) => {
    expect(await measured(request, path)).toBeLessThan(BUDGET_KB);
  });
}

// Signed in, every page adds the account menu; the owner's profile and the Settings page (all
// the account's forms) are the heaviest: measured signed in.
test(`first-load JS of /u/<username>, /account and / signed in stays under ${BUDGET_KB} kB gzip`, async ({
  page,
}) => {
  const username = `bundle_${Date.now().toString(36)}`;
  await page.goto("/signup");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("a long passphrase here");
  await page.getByRole("button", { name: "Sign up" }).click();
  // A sign-up hashes a password (scrypt): slow on a loaded machine.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  for (const path of [`/u/${username}`, "/account", "/"]) {
    expect(await measured(page.request, path)).toBeLessThan(BUDGET_KB);
  }
});
