import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "data/**",
    "lib/generated/**",
    "server/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // App Router only: there is no pages/ directory for this rule to check.
      "@next/next/no-html-link-for-pages": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // lib/ is pure and isomorphic: it runs in the browser and on the server alike.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "**/server/*", "../server/*"],
              message: "lib/ never imports server/.",
            },
            { group: ["node:*"], message: "lib/ is isomorphic: no Node-only APIs." },
            {
              group: ["react", "react-dom", "next", "next/*"],
              message: "lib/ has no React or Next.",
            },
            { group: ["@prisma/*", "socket.io"], message: "lib/ has no I/O." },
            {
              group: ["**/testdata/*"],
              message: "The puzzle sets are read by tests and scripts only, never by the engine.",
            },
          ],
          paths: ["fs", "path", "crypto", "os", "child_process"],
        },
      ],
    },
  },
  {
    // Tests, their helpers beside the engine, and the Node-only reader of the shipped puzzle sets.
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "scripts/**",
      "e2e/**",
      "lib/sudoku/testdata/**",
      "lib/sudoku/techniques/test-positions.ts",
    ],
    rules: { "no-restricted-imports": "off" },
  },
]);
