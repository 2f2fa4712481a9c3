import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("scrypt passwords", () => {
  it("verifies the password it hashed and nothing else", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it.each(["", "bcrypt$x", "scrypt$a$b$c$d$e", "scrypt$16384$8$1$$"])(
    "refuses a malformed stored hash %j",
    async (stored) => {
      expect(await verifyPassword("anything", stored)).toBe(false);
    },
  );
});
