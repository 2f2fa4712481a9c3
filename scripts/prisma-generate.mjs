// Runs `prisma generate` offline. Prisma 7's CLI insists on a native schema engine even for
// `generate`, which only checks that the file exists; the engine is a download this machine
// cannot make. When no real engine is there, point PRISMA_SCHEMA_ENGINE_BINARY at an
// executable we know exists (node itself): generate never runs it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };

function hasNativeEngine() {
  if (env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) return true;
  try {
    const dir = dirname(require.resolve("@prisma/engines/package.json"));
    return readdirSync(dir).some((f) => f.startsWith("schema-engine"));
  } catch {
    return false;
  }
}

if (!hasNativeEngine()) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

let cli;
try {
  cli = join(dirname(require.resolve("prisma/package.json")), "build", "index.js");
} catch {
  // `npm install --package-lock-only` and dry runs call postinstall without node_modules.
  console.log("prisma is not installed: skipping prisma generate");
  process.exit(0);
}
const result = spawnSync(process.execPath, [cli, "generate", ...process.argv.slice(2)], {
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
