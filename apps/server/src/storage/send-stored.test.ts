import { describe, expect, it } from "vitest";
import { parseRangeHeader, resolveRange } from "./send-stored.ts";

describe("Range header", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100 }],
    ["bytes=-500", { suffix: 500 }],
    [" bytes=5-5 ", { start: 5, end: 5 }],
  ])("reads %s", (header, wanted) => {
    expect(parseRangeHeader(header)).toEqual(wanted);
  });

  it.each([
    undefined,
    "",
    "bytes=",
    "bytes=-",
    "bytes=9-2",
    "bytes=0-1,5-6",
    "items=0-1",
    "bytes=a-b",
    "bytes=0-1x",
  ])("sends the whole file for %s", (header) => {
    expect(parseRangeHeader(header)).toBeNull();
  });

  it("clamps to the file and refuses ranges past its end", () => {
    expect(resolveRange({ start: 0, end: 99 }, 50)).toEqual({ start: 0, end: 49 });
    expect(resolveRange({ start: 10 }, 50)).toEqual({ start: 10, end: 49 });
    expect(resolveRange({ suffix: 500 }, 50)).toEqual({ start: 0, end: 49 });
    expect(resolveRange({ suffix: 5 }, 50)).toEqual({ start: 45, end: 49 });
    expect(resolveRange({ start: 50 }, 50)).toBeNull();
    expect(resolveRange({ suffix: 0 }, 50)).toBeNull();
    expect(resolveRange({ start: 0 }, 0)).toBeNull();
  });
});
