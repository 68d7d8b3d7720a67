import { describe, expect, it } from "vitest";
import { canTryAgain, tryAgainNavigation } from "./writing-rules.ts";

describe("canTryAgain (topic writing)", () => {
  it.each([
    [{ homework: true }, true],
    [{ homework: true, isExpired: 1 }, false],
    [{ homework: true, isExpired: true, hasLimit: 0 }, false],
    [{ homework: true, hasLimit: 1, remaining: 0 }, false],
    [{ homework: true, hasLimit: 1, remaining: 2 }, true],
    [{ homework: true, hasLimit: 0, remaining: 0 }, true],
    [{ homework: false, from: "last" }, false],
    [{ homework: false, from: "list" }, true],
    [{ homework: false, isExpired: 1 }, true],
  ])("%j → %s", (input, want) => expect(canTryAgain(input)).toBe(want));
  it("navigates back from 'last', else replaces with the previous route", () => {
    expect(tryAgainNavigation("last")).toBe("back");
    expect(tryAgainNavigation(undefined)).toBe("replace-previous");
  });
});
