import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import type { BuildSummary } from "./build-content.ts";
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
};

/**
 * The repository's real content, built once for the test run (real-content-setup.ts); test files share
 * it and must not change it.
 * @returns the build's summary, its catalogue and a reader of built resources
 */
export async function readRealContent(): Promise<RealContent> {
  const dir = inject("realContentOut");
  const outDir = join(dir, "dist");
  const summary = JSON.parse(await readFile(join(dir, "summary.json"), "utf8")) as BuildSummary;
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
  };
}
