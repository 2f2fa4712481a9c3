import { chromium, defineConfig, devices } from "@playwright/test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

// Chosen once in the runner process; workers inherit the environment, so all agree on them.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the runner creates the folder (workers inherit it), and the runner exits after the
  // web server has stopped: the throwaway database goes with the run, pass or fail.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
const PORT = Number(process.env.E2E_PORT);
// E2E_BASE_URL runs the specs against a server that is already up (no webServer then).
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

// Debian's Chromium: `npx playwright install` cannot download on our machines.
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
if (!existsSync(SYSTEM_CHROMIUM) && !existsSync(chromium.executablePath())) {
  throw new Error(
    `The end-to-end tests need Chromium at ${SYSTEM_CHROMIUM}: install Debian's package ` +
      "(`apt-get install chromium`, as .ci/run does), or Playwright's own browser where it " +
      "can be downloaded (`npx playwright install chromium`).",
  );
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // Spec files spread over the cores (two on our machines; E2E_WORKERS overrides): each test
  // has its own browser context and guest, so they share only the server.
  workers: Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism()),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "npm run serve",
        url: BASE_URL,
        timeout: 120_000,
        reuseExistingServer: false,
        // A race's deadline after the first finish is 60 s at least; the race specs wait for
        // one to pass, so it is 15 s here (RACE_DEADLINE_MIN_MS, server/env.ts). The review
        // queue's spec signs up the moderator named here (MODERATORS).
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          RACE_DEADLINE_MIN_MS: "15000",
          MODERATORS: "e2e_mod",
        },
        stdout: "ignore",
        stderr: "pipe",
      },
});
