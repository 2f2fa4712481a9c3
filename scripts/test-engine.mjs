#!/usr/bin/env node
/**
 * `npm run test:engine [-- --full] [vitest options]`: the engine's tests (Vitest project
 * `engine`). They walk samples of the public puzzle sets; `--full` walks every puzzle of them
 * instead (minutes, not seconds): run it before resolving any change to the engine.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const full = args.includes("--full");
const rest = args.filter((arg) => arg !== "--full");
// Vitest's own command-line entry (its package exports no path to it).
const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const child = spawn(process.execPath, [vitest, "run", "--project", "engine", ...rest], {
  stdio: "inherit",
  env: { ...process.env, ...(full && { ENGINE_SWEEP: "full" }) },
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
