import { describe, expect, it } from "vitest";
import { createLogger, errorLogger, REDACTED, type LogLevel } from "./logger";
import { readableLine } from "./readable-line";

function captured(level: LogLevel = "info", format: "json" | "pretty" = "json") {
  const lines: string[] = [];
  const logger = createLogger({ level, format, destination: { write: (l) => void lines.push(l) } });
  return { logger, lines, json: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe("createLogger", () => {
  it("writes one JSON object per line: level by name, ISO time, message, ids", () => {
    const { logger, json, lines } = captured();
    logger.child({ socket: "s1", player: "p1" }).info({ game: "g1", room: "R1" }, "moved");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{.*\}\n$/);
    expect(json()[0]).toMatchObject({
      level: "info",
      msg: "moved",
      socket: "s1",
      player: "p1",
      game: "g1",
      room: "R1",
    });
    expect(new Date(json()[0].time as string).toISOString()).toBe(json()[0].time);
  });

  it("redacts passwords, tokens, cookies, secrets and solutions wherever they slip in", () => {
    const { logger, lines } = captured();
    logger.info(
      {
        password: "hunter2-password",
        user: { passwordHash: "hash-of-hunter2" },
        req: {
          headers: { cookie: "nonet_guest=abc.def", authorization: "Bearer tok-123" },
        },
        session: { sessionToken: "sess-token-xyz" },
        game: { record: { solution: "534678912" } },
        env: { NEXTAUTH_SECRET: "the-secret-value" },
      },
      "careless",
    );
    logErrorWithHeaders(logger);
    const text = lines.join("");
    for (const secret of [
      "hunter2-password",
      "hash-of-hunter2",
      "nonet_guest=abc.def",
      "tok-123",
      "sess-token-xyz",
      "534678912",
      "the-secret-value",
      "set-cookie-value",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
  });

  it("logs nothing below its level", () => {
    const { logger, json } = captured("warn");
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(json().map((l) => l.level)).toEqual(["warn", "error"]);
    const silent = captured("silent");
    silent.logger.fatal("f");
    expect(silent.lines).toEqual([]);
  });

  it("errorLogger puts the error under err, with its stack", () => {
    const { logger, json } = captured();
    errorLogger(logger)("sweep failed", new Error("boom"));
    expect(json()[0]).toMatchObject({
      level: "error",
      msg: "sweep failed",
      err: { message: "boom", stack: expect.stringContaining("Error: boom") },
    });
  });

  it("pretty: readable lines for development", () => {
    const { logger, lines } = captured("info", "pretty");
    logger.info({ room: "K7QW", racers: 3 }, "race started");
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}race started {2}room=K7QW racers=3\n$/,
    );
  });
});

describe("readableLine", () => {
  it("indents an error's stack under its line", () => {
    const line = JSON.stringify({
      level: "error",
      time: "2026-01-02T03:04:05.678Z",
      msg: "failed",
      pid: 1,
      hostname: "h",
      err: { message: "boom", stack: "Error: boom\n    at x" },
    });
    expect(readableLine(line)).toBe("03:04:05.678 ERROR failed\n    Error: boom\n        at x\n");
  });

  it("passes a line that is not JSON through", () => {
    expect(readableLine("plain text\n")).toBe("plain text\n");
  });
});

/** An error as a fetch library throws it: the request's headers on it. */
function logErrorWithHeaders(logger: ReturnType<typeof captured>["logger"]) {
  const error = Object.assign(new Error("request failed"), {
    response: { headers: { "set-cookie": "set-cookie-value" } },
  });
  errorLogger(logger)("upstream failed", error);
}
