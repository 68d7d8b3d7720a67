import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { readYaml } from "./catalog.ts";
import type { ContentError } from "./errors.ts";

/**
 * Phonics (the phonogram area, issue 22): content/phonics/<id>.yaml, one English phoneme each (the 39
 * ARPAbet phones the speech engine names), with how to make it in Japanese, the Japanese sound it is
 * confused with, an original mouth-position SVG in content/phonics/mouth/, example words and minimal
 * pairs. Built into phonics/phonemes.json and phonics/mouth/*.svg.
 */

/** The ARPAbet phones of the speech engine's English model, by group. */
export const PHONEME_IDS = {
  vowel: ["aa", "ae", "ah", "ao", "eh", "er", "ih", "iy", "uh", "uw"],
  diphthong: ["aw", "ay", "ey", "ow", "oy"],
  consonant: [
    "b",
    "ch",
    "d",
    "dh",
    "f",
    "g",
    "hh",
    "jh",
    "k",
    "l",
    "m",
    "n",
    "ng",
    "p",
    "r",
    "s",
    "sh",
    "t",
    "th",
    "v",
    "w",
    "y",
    "z",
    "zh",
  ],
} as const;
const ALL_IDS: readonly string[] = Object.values(PHONEME_IDS).flat();

const Word = z.string().regex(/^[a-z]+$/, "a lower-case English word");
const Japanese = (max: number) => z.string().trim().min(1).max(max);

/** One phoneme's file. */
export const PhonemeSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{1,2}$/),
  arpabet: z.string().regex(/^[A-Z]{1,2}$/),
  ipa: z.string().trim().min(1).max(6),
  group: z.enum(["vowel", "diphthong", "consonant"]),
  order: z.number().int().min(1).max(ALL_IDS.length),
  name_ja: Japanese(30),
  how_ja: Japanese(400),
  confused_with_ja: Japanese(300),
  tip_ja: Japanese(200),
  mouth: z.string().regex(/^[a-z]{1,2}\.svg$/),
  examples: z
    .array(z.strictObject({ word: Word, ja: Japanese(30) }))
    .min(3)
    .max(8),
  minimal_pairs: z.array(z.strictObject({ word: Word, other: Word, contrast: z.string() })).max(6),
});
export type Phoneme = z.infer<typeof PhonemeSchema>;

/** The phonemes in order, with their mouth pictures (file name → bytes). */
export interface PhonicsPlan {
  phonemes: Phoneme[];
  mouths: Map<string, Buffer>;
}

/** Patterns a picture must not hold (it is shown with <img>, but stays clean anyway). */
const UNSAFE_SVG =
  /<script|<foreignObject|\son[a-z]+\s*=|javascript:|xlink:href\s*=\s*"(?!#)|href\s*=\s*"(?!#)/i;

/**
 * Reads and checks content/phonics: every phone of the model once (file named for its id, arpabet its
 * upper case, the group it belongs to), orders 1-39 without gaps, every minimal pair's contrast a
 * phoneme and its two words different, every mouth picture present, titled and clean. No folder: none.
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the phonemes and pictures (undefined without the folder) and the errors
 */
export async function loadPhonics(
  contentDir: string,
  repoRoot: string,
): Promise<{ plan?: PhonicsPlan; errors: ContentError[] }> {
  const root = join(contentDir, "phonics");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { errors: [] };
  const errors: ContentError[] = [];
  const at = (file: string, message: string) =>
    errors.push({ file: join("content", "phonics", file), line: 0, col: 0, field: "", message });
  const names = (await readdir(root)).filter((f) => f.endsWith(".yaml")).sort();
  const phonemes: Phoneme[] = [];
  const mouths = new Map<string, Buffer>();
  for (const name of names) {
    const read = await readYaml(repoRoot, join(root, name), PhonemeSchema);
    errors.push(...read.errors);
    if (!read.data || !read.source) continue;
    const p = read.data;
    const source = read.source;
    if (`${p.id}.yaml` !== name)
      errors.push(source.error(["id"], `id must be its file's name: ${name.slice(0, -5)}`));
    if (!ALL_IDS.includes(p.id)) errors.push(source.error(["id"], `${p.id} is not a phone of the model`));
    if (p.arpabet !== p.id.toUpperCase())
      errors.push(source.error(["arpabet"], `arpabet must be ${p.id.toUpperCase()}`));
    const group = (Object.keys(PHONEME_IDS) as Array<keyof typeof PHONEME_IDS>).find((g) =>
      (PHONEME_IDS[g] as readonly string[]).includes(p.id),
    );
    if (group && p.group !== group) errors.push(source.error(["group"], `${p.id} is a ${group}`));
    p.minimal_pairs.forEach((pair, i) => {
      if (!ALL_IDS.includes(pair.contrast) || pair.contrast === p.id)
        errors.push(
          source.error(["minimal_pairs", i, "contrast"], "contrast must name another phoneme's id"),
        );
      if (pair.word === pair.other)
        errors.push(source.error(["minimal_pairs", i, "other"], "a minimal pair has two different words"));
    });
    const svg = await readFile(join(root, "mouth", p.mouth)).catch(() => undefined);
    if (!svg) errors.push(source.error(["mouth"], `mouth/${p.mouth} is missing`));
    else {
      const text = svg.toString("utf8");
      if (!/<title[\s>]/.test(text)) at(`mouth/${p.mouth}`, "a mouth picture has a <title> (what it shows)");
      if (UNSAFE_SVG.test(text))
        at(`mouth/${p.mouth}`, "a mouth picture holds no script, event, link or foreignObject");
      if (svg.length > 8000) at(`mouth/${p.mouth}`, `a mouth picture stays under 8 kB (${svg.length} bytes)`);
      mouths.set(p.mouth, svg);
    }
    phonemes.push(p);
  }
  for (const id of ALL_IDS)
    if (!phonemes.some((p) => p.id === id)) at(`${id}.yaml`, `phoneme ${id} is missing`);
  const orders = phonemes.map((p) => p.order).sort((a, b) => a - b);
  if (phonemes.length === ALL_IDS.length && orders.some((o, i) => o !== i + 1))
    at("", `orders must be 1-${ALL_IDS.length}, each once`);
  phonemes.sort((a, b) => a.order - b.order);
  return { plan: { phonemes, mouths }, errors };
}
