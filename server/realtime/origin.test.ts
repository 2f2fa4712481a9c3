import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./origin";

describe("isAllowedOrigin", () => {
  const allowed = ["https://sudoku.example"];
  it.each([
    [{ host: "localhost:3000" }, true],
    [{ host: "localhost:3000", origin: "http://localhost:3000" }, true],
    [{ host: "localhost:3000", origin: "https://localhost:3000" }, true],
    [{ host: "localhost:3000", origin: "http://localhost:3001" }, false],
    [{ host: "localhost:3000", origin: "http://evil.example" }, false],
    [{ host: "localhost:3000", origin: "null" }, false],
    [{ host: "localhost:3000", origin: "file:///tmp/x.html" }, false],
    [{ host: "localhost:3000", origin: "https://sudoku.example" }, true],
    [{ host: "localhost:3000", origin: "https://sudoku.example:8443" }, false],
    [{ origin: "http://localhost:3000" }, false],
  ])("%j -> %s", (headers, expected) => {
    expect(isAllowedOrigin(headers, allowed)).toBe(expected);
  });
});
