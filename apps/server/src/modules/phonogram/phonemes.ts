import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Highlight, PHONEME_GROUPS } from "@hibiki/contracts";
import { z } from "zod";
import { type ContentCatalog, ContentUnavailableError } from "../content/catalog-store.ts";
import { highlightOf } from "./highlight.ts";

/** One phoneme of the build (content/phonics, written to phonics/phonemes.json). */
const PhonemeFileEntry = z.object({
  id: z.string(),
  arpabet: z.string(),
  ipa: z.string(),
  group: z.enum(PHONEME_GROUPS),
  order: z.number().int(),
  name_ja: z.string(),
  how_ja: z.string(),
  confused_with_ja: z.string(),
  tip_ja: z.string(),
  mouth: z.string().regex(/^[a-z]{1,2}\.svg$/),
  examples: z.array(z.object({ word: z.string(), ja: z.string() })),
  minimal_pairs: z.array(z.object({ word: z.string(), other: z.string(), contrast: z.string() })),
});
export type PhonemeEntry = z.infer<typeof PhonemeFileEntry>;
const PhonicsFile = z.object({ phonemes: z.array(PhonemeFileEntry) });

/** The phonemes in order, by id, and the letters each word spells its phoneme with. */
export type Phonics = {
  list: PhonemeEntry[];
  byId: Map<string, PhonemeEntry>;
  /**
   * @param word - a word of the content
   * @param phone - a phoneme id
   * @returns the letters of the word that spell the phoneme, or null
   */
  highlight: (word: string, phone: string) => Highlight;
  /**
   * @param entry - a phoneme
   * @returns its mouth picture's SVG text and <title>
   */
  mouth: (entry: PhonemeEntry) => Promise<{ svg: string; title: string }>;
};

const cache = new WeakMap<object, Promise<Phonics>>();

async function pronunciations(): Promise<Record<string, string>> {
  return (await import("cmu-pronouncing-dictionary")).dictionary;
}

const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e] ?? "",
  );

async function loadPhonics(content: ContentCatalog, path: string | null): Promise<Phonics> {
  let list: PhonemeEntry[] = [];
  const dir = content.dir;
  if (path) {
    const file = join(dir, path);
    try {
      list = PhonicsFile.parse(JSON.parse(await readFile(file, "utf8"))).phonemes;
    } catch (err) {
      throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
    }
  }
  list.sort((a, b) => a.order - b.order);
  const cmu = await pronunciations();
  const highlights = new Map<string, Highlight>();
  const mouths = new Map<string, { svg: string; title: string }>();
  return {
    list,
    byId: new Map(list.map((p) => [p.id, p])),
    highlight(word, phone) {
      const key = `${word}/${phone}`;
      let h = highlights.get(key);
      if (h === undefined) {
        h = highlightOf(word, phone, cmu[word]);
        highlights.set(key, h);
      }
      return h;
    },
    async mouth(entry) {
      const known = mouths.get(entry.mouth);
      if (known) return known;
      const file = join(dir, "phonics", "mouth", entry.mouth);
      let svg: string;
      try {
        svg = await readFile(file, "utf8");
      } catch (err) {
        throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
      }
      const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1]?.trim() ?? entry.name_ja);
      const value = { svg, title };
      mouths.set(entry.mouth, value);
      return value;
    },
  };
}

/**
 * The phonemes of the current content build, read once per catalogue version.
 * @param content - the content catalogue
 * @returns the phonemes (none when the build has no phonics)
 * @throws ContentUnavailableError when the listed file is missing or invalid
 */
export async function phonicsOf(content: ContentCatalog): Promise<Phonics> {
  const { catalog } = await content.load();
  let loaded = cache.get(catalog);
  if (!loaded) {
    loaded = loadPhonics(content, catalog.phonics?.path ?? null);
    cache.set(catalog, loaded);
    loaded.catch(() => cache.delete(catalog));
  }
  return loaded;
}
