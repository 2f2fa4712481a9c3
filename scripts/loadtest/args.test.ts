import { describe, expect, it } from "vitest";
import { ArgsError, parseArgs, roomSizes } from "./args";

describe("loadtest arguments", () => {
  it("reads the issue's command line, rate defaulting to 1", () => {
    expect(parseArgs(["--players", "500", "--rooms", "125", "--seconds", "30"])).toMatchObject({
      players: 500,
      rooms: 125,
      seconds: 30,
      rate: 1,
    });
    expect(parseArgs(["--rate=2.5", "--players=10", "--rooms=5"]).rate).toBe(2.5);
  });

  it("runs in this process unless --nodes asks for a cluster", () => {
    expect(parseArgs([]).nodes).toBe(0);
    expect(parseArgs(["--nodes", "3", "--players", "1000", "--rooms", "250"]).nodes).toBe(3);
  });

  it.each([
    [["--players"], /needs a value/],
    [["--players", "many"], /must be a number/],
    [["--players", "1.5"], /whole number/],
    [["--seconds", "0"], /between/],
    [["--speed", "3"], /unknown argument/],
    [["--players", "10", "--rooms", "1"], /2 to 8/],
    [["--mode", "chaos"], /--mode/],
    [["--nodes", "0"], /between 1 and 16/],
    [["--nodes", "2", "--profile", "x.cpuprofile"], /not with --nodes/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(ArgsError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it("spreads players over rooms evenly", () => {
    expect(roomSizes(10, 4)).toEqual([3, 3, 2, 2]);
    expect(roomSizes(500, 125).every((size) => size === 4)).toBe(true);
  });
});
