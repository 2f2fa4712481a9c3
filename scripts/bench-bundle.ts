/**
 * The engine's browser cost: `lib/sudoku` bundled and minified by esbuild, then gzipped, the
 * way a client component would ship it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { REPO_ROOT } from "./bench-data";

const TARGET_KB = 40;

export async function benchBundle(): Promise<void> {
  const dir = path.join(REPO_ROOT, "lib/sudoku");
  const index = path.join(dir, "index.ts");
  // Until lib/sudoku/index.ts exists, the grid and solver modules stand in for the engine.
  const hasIndex = existsSync(index);
  const result = await build({
    ...(hasIndex
      ? { entryPoints: [index] }
      : {
          stdin: {
            contents: 'export * from "./grid";\nexport * from "./solver";\n',
            resolveDir: dir,
            loader: "ts" as const,
          },
        }),
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  const gzipped = gzipSync(code, { level: 9 }).length;
  const what = hasIndex ? "lib/sudoku" : "lib/sudoku (grid + solver; index.ts not there yet)";
  console.log(
    `bundle ${what}: ${(gzipped / 1024).toFixed(1)} kB min+gzip ` +
      `(${(code.length / 1024).toFixed(1)} kB min) (target < ${TARGET_KB} kB)`,
  );
}
