import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), "nonet-lock-")));

it("refuses a second holder, naming the first one's pid, until it releases", () => {
  const file = join(fresh(), "db.lock");
  const first = lockDataDir(dir, file, "the Nonet server");
  expect(() => lockDataDir(dir, file, "npm run db:migrate")).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir, file, "npm run db:migrate")).toThrow(
    new RegExp(`in use by the Nonet server \\(pid ${process.pid},`),
  );
  first.release();
  expect(existsSync(file)).toBe(false);
  lockDataDir(dir, file, "npm run db:migrate").release();
});

it("takes over the lock of a process that is gone, or a torn lock file", () => {
  const file = join(fresh(), "db.lock");
  const dead = spawnSync("true").pid;
  writeFileSync(file, JSON.stringify({ pid: dead, startedAt: "then", holder: "a crashed server" }));
  lockDataDir(dir, file, "the Nonet server").release();
  writeFileSync(file, '{"pid":');
  lockDataDir(dir, file, "the Nonet server").release();
});

it("takes over a stale lock that names this process's own pid (a container restarted after kill -9)", () => {
  const file = join(fresh(), "db.lock");
  // A container's server often gets the same pid at every start: its old lock names us.
  writeFileSync(
    file,
    JSON.stringify({
      pid: process.pid,
      startedAt: "before the restart",
      holder: "the Nonet server",
    }),
  );
  const lock = lockDataDir(dir, file, "the Nonet server");
  // Held now by this process: a second taker in it is still refused.
  expect(() => lockDataDir(dir, file, "npm run db:migrate")).toThrow(DataDirLockedError);
  lock.release();
  expect(existsSync(file)).toBe(false);
});
