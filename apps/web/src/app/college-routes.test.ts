import { describe, expect, it } from "vitest";
import { deniedForCollege } from "./college-routes.ts";

describe("screens outside a college student's product", () => {
  it("closes the home-only areas, the dictionary and phonics, whose calls the server refuses them", () => {
    for (const path of [
      "/home",
      "/skillup/list",
      "/eiken/index",
      "/dictionary/index",
      "/phonogram/list",
      "/ebook/index",
    ])
      expect(deniedForCollege(path), path).toBe(true);
  });

  it("keeps textbooks, homework and a writing homework's result open", () => {
    for (const path of ["/textbook/list", "/homework/index", "/ai-writing/homework-detail", "/dictionaryx"])
      expect(deniedForCollege(path), path).toBe(false);
  });
});
