import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";
import { newNumericCode, newToken, sha256 } from "./tokens.ts";

describe("tokens and passwords", () => {
  it("makes distinct url-safe tokens and stable hashes", () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(sha256("x")).toBe(sha256("x"));
    expect(sha256("x")).not.toBe(sha256("y"));
  });

  it("makes 6-digit codes, zero-padded", () => {
    for (let i = 0; i < 200; i++) expect(newNumericCode()).toMatch(/^\d{6}$/);
  });

  it("verifies argon2 hashes and fails closed for unknown accounts", async () => {
    const h = await hashPassword("pass1234");
    expect(await verifyPassword(h, "pass1234")).toBe(true);
    expect(await verifyPassword(h, "pass1235")).toBe(false);
    expect(await verifyPassword(undefined, "pass1234")).toBe(false);
    expect(await verifyPassword("not-a-hash", "pass1234")).toBe(false);
  });
});
