import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "nonet-env-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("needs no setup: defaults, and a secret generated once and kept", () => {
  const dataDir = tempDir();
  const env = loadEnv({ DATA_DIR: dataDir });
  expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", NODE_ENV: "development" });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(join(dataDir, "secret"), "utf8").trim()).toBe(env.NEXTAUTH_SECRET);
  expect(statSync(join(dataDir, "secret")).mode & 0o777).toBe(0o600);
  expect(loadEnv({ DATA_DIR: dataDir }).NEXTAUTH_SECRET).toBe(env.NEXTAUTH_SECRET);
});

it("treats empty variables as unset", () => {
  const env = loadEnv({ DATA_DIR: tempDir(), PORT: "", DATABASE_URL: "" });
  expect(env.PORT).toBe(3000);
  expect(env.DATABASE_URL).toBeUndefined();
});

it("names every bad variable in one clear error", () => {
  const bad = () =>
    loadEnv({
      DATA_DIR: tempDir(),
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      NEXTAUTH_SECRET: "short",
    });
  expect(bad).toThrow(EnvError);
  expect(bad).toThrow(
    /PORT: .*\n.*DATABASE_URL: must be a postgresql:\/\/ URL\n.*NEXTAUTH_SECRET: must be at least 32/,
  );
});

it("reads ALLOWED_ORIGINS as a list of origins and refuses anything else", () => {
  const env = loadEnv({
    DATA_DIR: tempDir(),
    ALLOWED_ORIGINS: "https://sudoku.example, http://127.0.0.1:8080/",
  });
  expect(env.ALLOWED_ORIGINS).toEqual(["https://sudoku.example", "http://127.0.0.1:8080"]);
  expect(loadEnv({ DATA_DIR: tempDir() }).ALLOWED_ORIGINS).toEqual([]);
  expect(() => loadEnv({ DATA_DIR: tempDir(), ALLOWED_ORIGINS: "sudoku.example" })).toThrow(
    /ALLOWED_ORIGINS: "sudoku.example" is not an origin/,
  );
  expect(() =>
    loadEnv({ DATA_DIR: tempDir(), ALLOWED_ORIGINS: "https://sudoku.example/play" }),
  ).toThrow(/ALLOWED_ORIGINS/);
});
