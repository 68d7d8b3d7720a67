import { describe, expect, it } from "vitest";
import { nextPage } from "./paged.ts";

const page = (n: number, total: number) => ({ items: Array.from({ length: n }, (_, i) => i), total });

describe("nextPage", () => {
  it("asks for the next page while fewer than total items are loaded", () => {
    const first = page(20, 45);
    expect(nextPage(first, [first])).toBe(2);
    const second = page(20, 45);
    expect(nextPage(second, [first, second])).toBe(3);
  });

  it("stops when everything is loaded or a page comes back empty", () => {
    const first = page(20, 40);
    const last = page(20, 40);
    expect(nextPage(last, [first, last])).toBeUndefined();
    const empty = page(0, 50);
    expect(nextPage(empty, [first, empty])).toBeUndefined();
    expect(nextPage(page(0, 0), [page(0, 0)])).toBeUndefined();
  });
});
