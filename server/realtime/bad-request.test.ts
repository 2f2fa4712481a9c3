import { describe, expect, it } from "vitest";
import { z } from "zod";
import { badRequest } from "./listen";

describe("badRequest", () => {
  it("names at most 3 issues, each by at most 3 path segments, in at most 300 characters", () => {
    const deep = z.object({ a: z.object({ b: z.object({ c: z.object({ d: z.number() }) }) }) });
    const nested = badRequest(deep.safeParse({ a: { b: { c: { d: "x" } } } }).error!);
    expect(nested.code).toBe("bad_request");
    expect(nested.message).toMatch(/^a\.b\.c\.…: /);

    const many = z.array(z.number()).safeParse(Array.from({ length: 500 }, () => "x"));
    const capped = badRequest(many.error!);
    expect(capped.message.split("; ")).toHaveLength(3);

    const keys = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`key${i}`, i]));
    const wide = badRequest(z.object({}).strict().safeParse(keys).error!);
    expect(wide.message.length).toBeLessThanOrEqual(300);
  });
});
