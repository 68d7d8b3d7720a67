import { describe, expect, it } from "vitest";
import { badgeLabel } from "./badge.ts";
import { landingPath, type TabEntry, visibleTabs } from "./tabs.ts";
import { validateLogin, validateNickname, validatePasswordChange } from "./validation.ts";

describe("badge", () => {
  it.each([
    [0, null],
    [-3, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("count %d shows %s", (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});

describe("tabs", () => {
  const all: TabEntry[] = [
    { tab: "homeworkList", path: "/homeworkList" },
    { tab: "home", path: "/home" },
    { tab: "bookList", path: "/bookList" },
    { tab: "cefrIndex", path: "/cefrIndex" },
    { tab: "eikenIndex", path: "/eikenIndex" },
  ];
  it("shows ordinary students every registered tab in spec order", () => {
    expect(visibleTabs(all, false).map((t) => t.tab)).toEqual([
      "home",
      "cefrIndex",
      "bookList",
      "eikenIndex",
      "homeworkList",
    ]);
  });
  it("shows college students only bookList and homeworkList", () => {
    expect(visibleTabs(all, true).map((t) => t.tab)).toEqual(["bookList", "homeworkList"]);
  });
  it("hides tabs whose feature has not registered a route", () => {
    const today: TabEntry[] = [{ tab: "home", path: "/home" }];
    expect(visibleTabs(today, false).map((t) => t.tab)).toEqual(["home"]);
    expect(visibleTabs(today, true)).toEqual([]);
  });
  it("lands college students on bookList when it exists, else home", () => {
    expect(landingPath(all, true)).toBe("/bookList");
    expect(landingPath([{ tab: "home", path: "/home" }], true)).toBe("/home");
    expect(landingPath(all, false)).toBe("/home");
  });
});

describe("login validation (spec §5)", () => {
  it.each([
    ["", "", "login_required_both"],
    ["  ", "x", "login_required_account"],
    ["student1", "", "login_required_password"],
    ["student1", "pass1234", null],
  ])("%j / %j → %s", (a, p, rule) => {
    expect(validateLogin(a, p)).toBe(rule);
  });
});

describe("password change validation (spec §5)", () => {
  it.each([
    ["", "abc123", "abc123", "password_old_required"],
    ["old123", "", "", "password_new_required"],
    ["old123", "ab12", "ab12", "password_min_length"],
    ["old123", "abc12345678", "abc12345678", "password_alnum_5_10"],
    ["old123", "ａｂｃ１２３", "ａｂｃ１２３", "password_alnum_5_10"],
    ["old123", "abc-123", "abc-123", "password_alnum_5_10"],
    ["old123", "abc123", "", "password_confirm_required"],
    ["old123", "abc123", "abc124", "password_confirm_mismatch"],
    ["abc123", "abc123", "abc123", "password_same_as_old"],
    ["old123", "abc123", "abc123", null],
  ])("old %j new %j again %j → %s", (o, n, c, rule) => {
    expect(validatePasswordChange(o, n, c)).toBe(rule);
  });
  it("skips the old-password rules for the e-mail reset", () => {
    expect(validatePasswordChange("", "abc123", "abc123", false)).toBeNull();
  });
});

describe("nickname", () => {
  it("is required and at most 20 characters", () => {
    expect(validateNickname("  ")).toBe("name_required");
    expect(validateNickname("あ".repeat(21))).toBe("name_too_long");
    expect(validateNickname("あ".repeat(20))).toBeNull();
  });
});
