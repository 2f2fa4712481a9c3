import { describe, expect, it } from "vitest";
import { GameError, isOutage, toProtocolError } from "./errors";

describe("toProtocolError", () => {
  it("passes a refusal on as it is", () => {
    expect(toProtocolError(new GameError("forbidden", "Not yours."))).toEqual({
      code: "forbidden",
      message: "Not yours.",
    });
  });

  it("tells the client to try again when the database connection went away", () => {
    const terminated = Object.assign(
      new Error("terminating connection due to administrator command"),
      {
        code: "57P01",
      },
    );
    const wrapped = Object.assign(new Error("Driver adapter error"), {
      meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57P01" } } },
    });
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    const prisma = Object.assign(new Error("Server has closed the connection."), { code: "P1017" });
    const plain = new Error("Connection terminated unexpectedly");
    for (const error of [
      terminated,
      wrapped,
      reset,
      prisma,
      plain,
      new Error("x", { cause: plain }),
      new Error("Command timed out"),
    ]) {
      expect(isOutage(error)).toBe(true);
      expect(toProtocolError(error)).toEqual({
        code: "unavailable",
        message: "The server lost a connection for a moment: try again.",
      });
    }
  });

  it("keeps our own bugs generic", () => {
    for (const error of [new TypeError("x is undefined"), "oops", null, { code: "P2002" }]) {
      expect(isOutage(error)).toBe(false);
      expect(toProtocolError(error)).toEqual({
        code: "internal",
        message: "Something went wrong on the server.",
      });
    }
  });
});
