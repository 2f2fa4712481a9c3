import { expect, test, type APIRequestContext } from "@playwright/test";
import { gzipSync } from "node:zlib";

// Next 16 no longer prints "First Load JS", so the budget is checked here: every script chunk
// the page's HTML refers to (script tags and the flight data), gzipped, except the noModule
// polyfills modern browsers never fetch.
const BUDGET_KB = 150;

/** Every script chunk the page's HTML refers to, gzipped, in kB. */
async function firstLoadKb(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule/g)].map((m) => m[1]),
  );
  const chunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)]
      .map((m) => m[0])
      .filter((src) => !noModule.has(src)),
  );
  let total = 0;
  for (const src of chunks) {
    const body = await (await request.get(src)).body();
    total += gzipSync(body).length;
  }
  const kB = total / 1024;
  test.info().annotations.push({ type: "first-load-js", description: `${kB.toFixed(1)} kB` });
  console.log(`${path}: ${chunks.size} chunks, ${kB.toFixed(1)} kB gzip`);
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
    expect(await firstLoadKb(request, path)).toBeLessThan(BUDGET_KB);
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
    expect(await firstLoadKb(page.request, path)).toBeLessThan(BUDGET_KB);
  }
});
