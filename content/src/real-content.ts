import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildSummary, buildContent } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";

/** The content folder of this repository. */
export const REAL_CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The repository's real content built for a test (no speech synthesis, to stay fast). */
export type RealContent = {
  summary: BuildSummary;
  /** null when the build failed (summary.errors says why) */
  catalog: Catalog | null;
  /** each listed resource's built resource.json, by res_code */
  read: <T>(list: readonly { res_code: string; path: string }[]) => Promise<Map<string, T>>;
  dispose: () => Promise<void>;
};

/**
 * Builds the real content into a temporary folder of its own (test files run side by side).
 * @param name - names the folder (one per test file)
 * @returns the build's summary, its catalogue and a reader of built resources
 */
export async function buildRealContent(name: string): Promise<RealContent> {
  const outDir = join(tmpdir(), `hibiki-${name}-real-${process.pid}`);
  const summary = await buildContent({
    contentDir: REAL_CONTENT_DIR,
    outDir,
    audio: false,
    cacheDir: join(outDir, "cache"),
    repoRoot: resolve(REAL_CONTENT_DIR, ".."),
  });
  const catalog: Catalog | null =
    summary.errors.length > 0 ? null : JSON.parse(await readFile(join(outDir, "catalog.json"), "utf8"));
  return {
    summary,
    catalog,
    async read<T>(list: readonly { res_code: string; path: string }[]) {
      const out = new Map<string, T>();
      for (const r of list)
        out.set(r.res_code, JSON.parse(await readFile(join(outDir, r.path), "utf8")) as T);
      return out;
    },
    dispose: () => rm(outDir, { recursive: true, force: true }),
  };
}
