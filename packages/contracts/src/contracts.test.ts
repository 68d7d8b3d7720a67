import { describe, expect, it } from "vitest";
import { ChangePasswordBodySchema, LoginBodySchema } from "./auth.ts";
import { type CallDef, ErrorBodySchema, envelope } from "./envelope.ts";
import { PASSWORD_PATTERN } from "./limits.ts";
import { StudentInfoSchema } from "./student.ts";

describe("contracts", () => {
  it("trims the login account and defaults missing fields to empty (so §5 messages can be chosen)", () => {
    expect(LoginBodySchema.parse({ account: "  student1 " })).toEqual({ account: "student1", password: "" });
  });
  it("rejects an over-long password input instead of hashing megabytes", () => {
    expect(LoginBodySchema.safeParse({ account: "a", password: "x".repeat(129) }).success).toBe(false);
  });
  it("accepts 6-10 half-width alphanumerics only", () => {
    for (const ok of ["pass12", "pass1234", "ABCdef1234"]) expect(PASSWORD_PATTERN.test(ok)).toBe(true);
    for (const bad of ["pass1", "pass123456x", "パスワード123", "pass 123", "pass-123"])
      expect(PASSWORD_PATTERN.test(bad)).toBe(false);
    expect(ChangePasswordBodySchema.parse({})).toEqual({
      old_password: "",
      new_password: "",
      confirm_password: "",
    });
  });
  it("wraps data in the success envelope and refuses a non-zero code there", () => {
    const s = envelope(StudentInfoSchema.pick({ id: true }));
    expect(s.safeParse({ code: 0, message: "ok", data: { id: 1 } }).success).toBe(true);
    expect(s.safeParse({ code: 400, message: "x", data: { id: 1 } }).success).toBe(false);
    expect(
      ErrorBodySchema.safeParse({ code: 401, message: "x", data: { error_key: "token_invalid" } }).success,
    ).toBe(true);
  });
});

describe("call definitions", async () => {
  const all = await import("./index.ts");
  const isCall = (v: unknown): v is CallDef =>
    typeof v === "object" && v !== null && "path" in v && "method" in v;
  const calls: Array<[string, CallDef]> = Object.entries(all as Record<string, unknown>).flatMap(([k, v]) =>
    isCall(v) ? [[k, v] as [string, CallDef]] : [],
  );

  it("every call lives under /v3 with a unique method and path", () => {
    expect(calls.length).toBeGreaterThan(20);
    const keys = calls.map(([, c]) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, c] of calls) expect(c.path).toMatch(/^\/v3\/[a-z0-9_/-]+$/);
  });

  it("GET calls carry no body; student-only card exemptions are explicit", () => {
    for (const [, c] of calls) {
      if (c.method === "GET") expect(c.body).toBeUndefined();
      if (c.auth !== "student") expect(c.allowInactiveCard).toBeUndefined();
    }
  });
});
