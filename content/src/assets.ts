import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/** Keys whose string values (or lists of strings) name files in the resource's asset folder. */
const ASSET_KEYS = new Set(["screen_image", "screen_pic", "picture", "speaker_picture", "pages", "path"]);

/** Which exercise kind a grammar lesson's training tab opens, by training_type. */
export const TRAINING_KINDS: Record<string, string> = {
  choose: "grammar-choice",
  blank_filling: "grammar-blank-fill",
};

/**
 * Lists files of a resource's asset folder (the folder next to x.yaml named x/), relative, with "/" separators.
 * @param dir - the asset folder
 * @returns relative paths, or [] when there is no folder
 */
export async function listAssets(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
      .sort();
  } catch {
    return [];
  }
}

/** Patterns that would run code inside an introduction page; the web sanitises too, but content stays clean. */
const UNSAFE_HTML: [RegExp, string][] = [
  [/<script/i, "<script>"],
  [/<iframe/i, "<iframe>"],
  [/<object/i, "<object>"],
  [/<embed/i, "<embed>"],
  [/\son[a-z]+\s*=/i, "an on... event attribute"],
  [/javascript:/i, "a javascript: URL"],
];

/**
 * Checks that every referenced asset exists, that training tabs name a resource of the right kind,
 * and that HTML pages contain nothing a sanitiser would have to remove.
 * @param res - the loaded resource
 * @param assetDir - its asset folder
 * @param assets - files in that folder
 * @param kindOf - res_code → kind of every resource in the build
 * @returns errors
 */
export async function checkAssets(
  res: LoadedResource,
  assetDir: string,
  assets: readonly string[],
  kindOf: ReadonlyMap<string, string>,
): Promise<ContentError[]> {
  const errors: ContentError[] = [];
  const toYaml = (p: PropertyKey[]) => (p[0] === "items" ? p : ["meta", ...p]);
  const fail = (path: PropertyKey[], message: string) =>
    errors.push(res.source.error(toYaml(path), message, path));
  const have = new Set(assets);
  const checkFile = (value: unknown, path: PropertyKey[]) => {
    if (typeof value !== "string" || /^https?:\/\//.test(value)) return;
    if (!have.has(value)) fail(path, `file "${value}" not found in ${res.file.replace(/\.yaml$/, "/")}`);
  };
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) {
      for (const [i, c] of node.entries()) visit(c, [...path, i]);
      return;
    }
    if (!node || typeof node !== "object") return;
    const rec = node as Record<string, unknown>;
    for (const [key, child] of Object.entries(rec)) {
      const here = [...path, key];
      if (key === "path" && rec.type === "training") {
        const want = TRAINING_KINDS[String(rec.training_type)];
        const kind = kindOf.get(String(child));
        if (!kind)
          fail(here, `training tab names res_code "${String(child)}", which no content file defines`);
        else if (want && kind !== want)
          fail(
            here,
            `training_type ${String(rec.training_type)} needs a ${want} resource, "${String(child)}" is ${kind}`,
          );
      } else if (ASSET_KEYS.has(key)) {
        if (Array.isArray(child)) {
          for (const [i, c] of child.entries()) checkFile(c, [...here, i]);
        } else checkFile(child, here);
      } else {
        visit(child, here);
      }
    }
  };
  visit(res.resource, []);
  for (const asset of assets.filter((a) => /\.(html?|svg)$/i.test(a))) {
    const text = await readFile(join(assetDir, asset), "utf8");
    const bad = UNSAFE_HTML.find(([re]) => re.test(text));
    if (bad)
      errors.push({
        file: `${res.file.replace(/\.yaml$/, "")}/${asset}`,
        line: 0,
        col: 0,
        field: "",
        message: `contains ${bad[1]}, which pages must not use (they are shown to students)`,
      });
  }
  return errors;
}
