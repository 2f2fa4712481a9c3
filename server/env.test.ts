import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError, SecretError, loadEnv } from "./env";

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

it("takes back a secret file other users could read, and says so", () => {
  const dataDir = tempDir();
  const env = loadEnv({ DATA_DIR: dataDir });
  chmodSync(join(dataDir, "secret"), 0o644);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(loadEnv({ DATA_DIR: dataDir }).NEXTAUTH_SECRET).toBe(env.NEXTAUTH_SECRET);
    expect(statSync(join(dataDir, "secret")).mode & 0o777).toBe(0o600);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/readable by other users/);
  } finally {
    errors.mockRestore();
  }
});

it("creates DATA_DIR owner-only", () => {
  const dataDir = join(tempDir(), "fresh", "data");
  loadEnv({ DATA_DIR: dataDir });
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
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

it("reads MODERATORS as usernames, any case, and names a malformed one", () => {
  const env = loadEnv({ DATA_DIR: tempDir(), MODERATORS: " Ann, bob_2 ,,ann" });
  expect(env.MODERATORS).toEqual(["ann", "bob_2"]);
  expect(loadEnv({ DATA_DIR: tempDir() }).MODERATORS).toEqual([]);
  expect(() => loadEnv({ DATA_DIR: tempDir(), MODERATORS: "ann;bob" })).toThrow(
    /MODERATORS: "ann;bob" is not a username: A username uses only/,
  );
  expect(() => loadEnv({ DATA_DIR: tempDir(), MODERATORS: "ann,x" })).toThrow(
    /MODERATORS: "x" is not a username: A username has 3 to 20 characters/,
  );
});

it("bounds a shutdown by SHUTDOWN_GRACE_MS: 10 s unless set, from 1 s to 2 minutes", () => {
  expect(loadEnv({ DATA_DIR: tempDir() }).SHUTDOWN_GRACE_MS).toBe(10_000);
  expect(loadEnv({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: "30000" }).SHUTDOWN_GRACE_MS).toBe(
    30_000,
  );
  for (const bad of ["0", "500", "120001", "ten", "2.5"]) {
    expect(() => loadEnv({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_MS: bad })).toThrow(
      /SHUTDOWN_GRACE_MS/,
    );
  }
});

describe("the secret", () => {
  it.each([
    ["A".repeat(40), /NEXTAUTH_SECRET: too weak: fewer than 16 distinct/],
    ["abcdefghijklmnopq".repeat(3), /NEXTAUTH_SECRET: too weak: a pattern of 17 characters/],
  ])("refuses a weak NEXTAUTH_SECRET %s", (secret, message) => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), NEXTAUTH_SECRET: secret })).toThrow(message);
  });

  it("refuses a weak or truncated DATA_DIR/secret instead of replacing it", () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "secret"), "A".repeat(40));
    expect(() => loadEnv({ DATA_DIR: dataDir })).toThrow(SecretError);
    writeFileSync(join(dataDir, "secret"), "tooshort");
    expect(() => loadEnv({ DATA_DIR: dataDir })).toThrow(/secret is unusable \(fewer than 32/);
    expect(readFileSync(join(dataDir, "secret"), "utf8")).toBe("tooshort");
  });

  it("says loudly when it generates a new secret next to an existing database", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const fresh = tempDir();
      loadEnv({ DATA_DIR: fresh });
      expect(errors).not.toHaveBeenCalled();
      const used = tempDir();
      mkdirSync(join(used, "pglite"));
      writeFileSync(join(used, "pglite", "PG_VERSION"), "17\n");
      loadEnv({ DATA_DIR: used });
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0][0])).toMatch(/missing .* NEW secret/);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("several processes (REDIS_URL)", () => {
  const STRONG_SECRET = "cluster-secret-0123456789abcdefghijklmnop";
  const CLUSTER = {
    REDIS_URL: "redis://127.0.0.1:6379/1",
    DATABASE_URL: "postgresql://nonet@db.internal/nonet",
    NEXTAUTH_SECRET: STRONG_SECRET,
  };

  it("starts with a shared database and secret, and generates no secret file", () => {
    const dataDir = tempDir();
    const env = loadEnv({ DATA_DIR: dataDir, ...CLUSTER });
    expect(env).toMatchObject(CLUSTER);
    expect(existsSync(join(dataDir, "secret"))).toBe(false);
  });

  it.each([
    ["DATABASE_URL", /DATABASE_URL: required with REDIS_URL: each process would open its own/],
    ["NEXTAUTH_SECRET", /NEXTAUTH_SECRET: required with REDIS_URL: each process would mint/],
  ] as const)("refuses to start without %s, saying why", (name, message) => {
    const dataDir = tempDir();
    const source = { DATA_DIR: dataDir, ...CLUSTER, [name]: undefined };
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
    // Never the per-DATA_DIR fallback: another process would mint a different one.
    expect(existsSync(join(dataDir, "secret"))).toBe(false);
  });

  it("needs NEXTAUTH_URL in production only", () => {
    const production = { DATA_DIR: tempDir(), ...CLUSTER, NODE_ENV: "production" };
    expect(() => loadEnv(production)).toThrow(
      /NEXTAUTH_URL: required with REDIS_URL: behind a proxy/,
    );
    const withUrl = loadEnv({ ...production, NEXTAUTH_URL: "https://sudoku.example" });
    expect(withUrl.NEXTAUTH_URL).toBe("https://sudoku.example");
    expect(loadEnv({ DATA_DIR: tempDir(), ...CLUSTER }).NODE_ENV).toBe("development");
  });

  it("names every missing and malformed variable at once", () => {
    const bad = () =>
      loadEnv({
        DATA_DIR: tempDir(),
        NODE_ENV: "production",
        REDIS_URL: "redis://127.0.0.1:6379/1",
        PORT: "eighty",
        DATABASE_URL: "",
      });
    expect(bad).toThrow(
      /PORT: .*\n.*DATABASE_URL: required.*\n.*NEXTAUTH_SECRET: required.*\n.*NEXTAUTH_URL: required/,
    );
  });

  it("asks nothing more of one process", () => {
    const env = loadEnv({ DATA_DIR: tempDir(), NODE_ENV: "production" });
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describe("metrics and logs", () => {
  it("open no metrics port and log at info by default, metrics on loopback when asked", () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env).toMatchObject({ METRICS_HOST: "127.0.0.1", LOG_LEVEL: "info" });
    expect(env.LOG_FORMAT).toBeUndefined();
    const set = loadEnv({
      DATA_DIR: tempDir(),
      METRICS_PORT: "9464",
      METRICS_HOST: "0.0.0.0",
      LOG_LEVEL: "debug",
      LOG_FORMAT: "json",
    });
    expect(set).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: "0.0.0.0",
      LOG_LEVEL: "debug",
      LOG_FORMAT: "json",
    });
  });

  it.each([
    [{ METRICS_PORT: "nine" }, /METRICS_PORT: /],
    [{ METRICS_PORT: "70000" }, /METRICS_PORT: /],
    [{ METRICS_PORT: "3000" }, /METRICS_PORT: must differ from PORT/],
    [{ METRICS_PORT: "8080", PORT: "8080" }, /METRICS_PORT: must differ from PORT/],
    [{ METRICS_PORT: "9464", METRICS_HOST: "metrics.example" }, /METRICS_HOST: must be an IP/],
    [{ METRICS_HOST: "0.0.0.0" }, /METRICS_HOST: has no effect without METRICS_PORT/],
    [{ LOG_LEVEL: "verbose" }, /LOG_LEVEL: /],
    [{ LOG_FORMAT: "xml" }, /LOG_FORMAT: /],
  ])("refuses %o with a clear error", (source, message) => {
    const load = () => loadEnv({ DATA_DIR: tempDir(), ...source });
    expect(load).toThrow(EnvError);
    expect(load).toThrow(message);
  });
});
