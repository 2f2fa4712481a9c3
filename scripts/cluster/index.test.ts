import { describe, expect, it } from "vitest";
import { ClusterError } from "./cluster";
import { missingEnv, parseClusterArgs } from "./index";

describe("npm run cluster's command line", () => {
  it("reads --nodes, 3 by default", () => {
    expect(parseClusterArgs([])).toEqual({ nodes: 3 });
    expect(parseClusterArgs(["--nodes", "5"])).toEqual({ nodes: 5 });
    expect(parseClusterArgs(["--nodes=2"])).toEqual({ nodes: 2 });
  });

  it.each([
    [["--nodes"]],
    [["--nodes", "0"]],
    [["--nodes", "2.5"]],
    [["--nodes", "17"]],
    [["--n", "2"]],
  ])("refuses %j", (argv) => {
    expect(() => parseClusterArgs(argv)).toThrow(ClusterError);
  });

  it("names each missing variable", () => {
    expect(missingEnv({}).join(" ")).toMatch(/DATABASE_URL.*REDIS_URL/);
    expect(missingEnv({ DATABASE_URL: "postgresql://x/y" })).toEqual([
      expect.stringMatching(/^REDIS_URL/),
    ]);
    expect(missingEnv({ DATABASE_URL: "postgresql://x/y", REDIS_URL: "redis://x" })).toEqual([]);
  });
});
