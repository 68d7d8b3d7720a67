import { describe, expect, it } from "vitest";
import { changePasswordError, loginInputError, maskEmail, newPasswordError } from "./rules.ts";

describe("§5 rules", () => {
  it("login: both, account, password, or none missing", () => {
    expect(loginInputError("", "")?.errorKey).toBe("login_required_both");
    expect(loginInputError("", "x")?.errorKey).toBe("login_required_account");
    expect(loginInputError("a", "")?.errorKey).toBe("login_required_password");
    expect(loginInputError("a", "x")).toBeNull();
  });

  it("new password: required, ≥6, half-width alphanumerics ≤10, confirmed", () => {
    expect(newPasswordError("", "")?.errorKey).toBe("password_new_required");
    expect(newPasswordError("ab1", "ab1")?.errorKey).toBe("password_min_length");
    expect(newPasswordError("abcdefghijk", "abcdefghijk")?.errorKey).toBe("password_alnum_5_10");
    // both messages state the one rule the hint shows (6 to 10), never 5 (issue 16 #21)
    expect(newPasswordError("abcdefghijk", "abcdefghijk")?.message).toContain("6〜10文字");
    expect(newPasswordError("ab1", "ab1")?.message).toContain("6文字以上");
    expect(newPasswordError("abc123", "")?.errorKey).toBe("password_confirm_required");
    expect(newPasswordError("abc123", "abc12")?.errorKey).toBe("password_confirm_mismatch");
    expect(newPasswordError("abc123", "abc123")).toBeNull();
    expect(newPasswordError("ABCdef1234", "ABCdef1234")).toBeNull();
  });

  it("change: old required first, new must differ", () => {
    expect(changePasswordError("", "", "")?.errorKey).toBe("password_old_required");
    expect(changePasswordError("abc123", "abc123", "abc123")?.errorKey).toBe("password_same_as_old");
    expect(changePasswordError("abc123", "abc124", "abc124")).toBeNull();
  });

  it("errors are 400 with the field named", () => {
    const e = changePasswordError("abc123", "abc124", "x");
    expect(e?.status).toBe(400);
    expect(e?.fields).toHaveProperty("confirm_password");
  });

  it("masks e-mail addresses", () => {
    expect(maskEmail("student@example.com")).toBe("s***@example.com");
    expect(maskEmail("broken")).toBe("***");
  });
});
