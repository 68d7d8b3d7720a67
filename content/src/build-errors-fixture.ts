import { rm } from "node:fs/promises";
import { join } from "node:path";
import { buildContent } from "./build-content.ts";
import { formatContentError } from "./errors.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

/**
 * Builds a throwaway one-unit tree plus `files` (without audio) and removes it again: how a content
 * module's tests check what the build says about a file.
 * @param files - paths relative to the content folder → file text
 * @returns the build's errors, formatted one per line ("" when the tree builds cleanly)
 */
export async function buildErrors(files: Record<string, string>): Promise<string> {
  const { repoRoot, contentDir } = await writeContentTree(oneUnit({ a: wordChoice("b1-a") }, files));
  try {
    const summary = await buildContent({
      contentDir,
      repoRoot,
      audio: false,
      outDir: join(contentDir, "dist"),
      cacheDir: join(repoRoot, "c"),
    });
    return summary.errors.map(formatContentError).join("\n");
  } finally {
    await rm(repoRoot, { recursive: true, force: true });
  }
}
