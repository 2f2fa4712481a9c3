import type { APIRequestContext } from "@playwright/test";
import { gzipSync } from "node:zlib";

/**
 * Every script chunk the page's HTML refers to (script tags and the flight data), gzipped, in
 * kB, except the noModule polyfills modern browsers never fetch. Next 16 no longer prints
 * "First Load JS", so the budgets are checked with this.
 */
export async function firstLoadKb(request: APIRequestContext, path: string): Promise<number> {
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
  for (const src of chunks) total += gzipSync(await (await request.get(src)).body()).length;
  return total / 1024;
}
