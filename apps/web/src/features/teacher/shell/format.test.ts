import { describe, expect, it } from "vitest";
import { checkEnd, localInputToIso, toLocalInput } from "./format.ts";

const local = (msFromNow: number) => toLocalInput(new Date(Date.now() + msFromNow));
const DAY = 86_400_000;

describe("checkEnd: the deadline and end checks of the console's forms", () => {
  it("accepts a moment ahead and gives it as ISO", () => {
    const value = local(2 * DAY);
    expect(checkEnd(value)).toEqual({ iso: localInputToIso(value), problem: null });
  });

  it("names the first problem: missing, then not after the start, then past", () => {
    expect(checkEnd("").problem).toBe("missing");
    expect(checkEnd("not a date").problem).toBe("missing");
    expect(checkEnd(local(-DAY)).problem).toBe("past");
    const start = new Date(Date.now() + 3 * DAY).toISOString();
    expect(checkEnd(local(2 * DAY), start).problem).toBe("not_after");
    expect(checkEnd(local(-DAY), start).problem).toBe("not_after");
    expect(checkEnd(local(4 * DAY), start).problem).toBeNull();
    // an invalid start: nothing to compare with
    expect(checkEnd(local(4 * DAY), null).problem).toBe("missing");
  });
});
