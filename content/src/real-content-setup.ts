import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildContent } from "./build-content.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** where the run's one build of the real content is (see readRealContent) */
    realContentOut: string;
  }
}

/**
 * Builds the repository's real content once for the whole test run (no speech synthesis); the test
 * files that check it read this one build instead of each building it again (about 10 s each).
 * @returns teardown removing the build
 */
export async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-real-content-"));
  const outDir = join(dir, "dist");
  const summary = await buildContent({
    contentDir: REAL_CONTENT_DIR,
    outDir,
    audio: false,
    cacheDir: join(dir, "cache"),
    repoRoot: resolve(REAL_CONTENT_DIR, ".."),
  });
  writeFileSync(join(dir, "summary.json"), JSON.stringify(summary));
  project.provide("realContentOut", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
