import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const INTEGRATION = ["**/*.int.test.ts"];
// Several production processes behind nginx (needs PostgreSQL, redis-server, nginx, a build).
const CLUSTER = ["**/*.cluster.test.ts"];
// The engine and its command line: pure CPU, samples of the public puzzle sets.
const ENGINE = ["lib/sudoku/**/*.test.ts", "scripts/sudoku.test.ts"];

/**
 * Four projects, each runnable alone (`npm run test:unit`, `test:engine`, `test:int`,
 * `test:cluster`); `npm test` runs them in that order, the quickest feedback first (the
 * cluster last, after the build and the end-to-end tests: it serves that build).
 */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    exclude: ["node_modules/**", ".next/**", "e2e/**", "data/**"],
    // Two cores: integration tests start servers, so keep the pool small.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: [
            ...INTEGRATION,
            ...ENGINE,
            ...CLUSTER,
            "node_modules/**",
            ".next/**",
            "e2e/**",
            "data/**",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "engine",
          include: ENGINE,
          // `npm run test:engine -- --full` walks every public puzzle: minutes per test.
          testTimeout: process.env.ENGINE_SWEEP === "full" ? 3_600_000 : 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          include: INTEGRATION,
          // One migrated embedded database made per run; each server starts from a copy of it.
          globalSetup: ["server/test-support/db-template-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "cluster",
          include: CLUSTER,
          // Each file starts its own cluster of processes: one file at a time on two cores.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
