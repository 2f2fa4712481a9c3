import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { chooseBuildId, readGitHead } from "./build-id.mjs";

const COMMIT = "0123456789abcdef0123456789abcdef01234567";
const noGit = () => null;

describe("chooseBuildId", () => {
  it("takes BUILD_ID first, trimmed, over the commit", () => {
    expect(
      chooseBuildId({ env: { BUILD_ID: " release-2026.11.25 " }, gitHead: () => COMMIT }),
    ).toBe("release-2026.11.25");
  });

  it("else the git commit, the same on every builder of that commit", () => {
    expect(chooseBuildId({ env: {}, gitHead: () => COMMIT })).toBe(COMMIT);
    expect(chooseBuildId({ env: { BUILD_ID: "" }, gitHead: () => COMMIT })).toBe(COMMIT);
  });

  it("else null, Next's own default", () => {
    expect(chooseBuildId({ env: {}, gitHead: noGit })).toBeNull();
    // Whatever git printed that is not a commit (an error page, a dirty marker) is not used.
    expect(chooseBuildId({ env: {}, gitHead: () => `${COMMIT}-dirty` })).toBeNull();
  });

  it.each(["has space", "a/b", "..", "x".repeat(129), "<script>"])(
    "refuses a BUILD_ID that cannot be a path segment: %s",
    (id) => {
      expect(() => chooseBuildId({ env: { BUILD_ID: id }, gitHead: () => COMMIT })).toThrow(
        /BUILD_ID .* is not usable in a URL path/,
      );
    },
  );
});

describe("readGitHead", () => {
  it("reads the checked-out commit, or null outside a checkout", () => {
    let expected: string | null;
    try {
      expected = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    } catch {
      expected = null;
    }
    expect(readGitHead()).toBe(expected);
  });
});
