import { describe, expect, it } from "vitest";
import { parseRange } from "./WritingReview.tsx";

describe("parseRange", () => {
  it("reads 'start,end' and treats empty as the whole answer", () => {
    expect(parseRange("")).toBeNull();
    expect(parseRange(" 3, 8 ")).toEqual({ start_pos: 3, end_pos: 8 });
  });

  it("refuses ranges that are not two increasing numbers", () => {
    expect(parseRange("8,3")).toBe("invalid");
    expect(parseRange("4,4")).toBe("invalid");
    expect(parseRange("a,b")).toBe("invalid");
    expect(parseRange("5")).toBe("invalid");
  });
});
