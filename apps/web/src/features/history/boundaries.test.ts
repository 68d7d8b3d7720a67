import { describe, expect, it } from "vitest";

/**
 * STYLE.md §1: features never import each other's internals, only another feature's api.ts or routes.tsx.
 * Shared pieces (an attempt's result screen) belong in exercises/shell, components, hooks or lib.
 * Sources are read through Vite (the web lint bans node:fs even in tests).
 */
const sources = import.meta.glob<string>(
  ["/src/features/**/*.{ts,tsx}", "!/src/features/**/*.test.{ts,tsx}"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** Imports of another feature's files other than its public api.ts / routes.tsx, as "file -> import". */
function internalImports(feature: string): string[] {
  const out: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    if (!file.startsWith(`/src/features/${feature}/`)) continue;
    for (const m of text.matchAll(/from\s+"@web\/features\/([^/"]+)\/([^"]+)"/g)) {
      const [, other, rest] = m;
      if (other !== feature && rest !== "api.ts" && rest !== "routes.tsx")
        out.push(`${file} -> ${other}/${rest}`);
    }
  }
  return out;
}

describe("feature boundaries", () => {
  it("sees the feature sources", () => {
    expect(Object.keys(sources)).toContain("/src/features/history/pages/HistoryDeepPage.tsx");
  });
  it.each(["history", "textbook"])("%s imports only other features' api.ts and routes.tsx", (feature) => {
    expect(internalImports(feature)).toEqual([]);
  });
});
