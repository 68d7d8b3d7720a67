import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ARENA_OPTION_COUNT, ARENA_TYPES, type ArenaType } from "@hibiki/contracts";
import { parse } from "yaml";
import { z } from "zod";
import { REPO_ROOT } from "../../env.ts";

/** Folder of the arena items (content/arena/{words,listening,grammar}.yaml). */
export const ARENA_CONTENT_DIR = join(REPO_ROOT, "content", "arena");

/** One item as written in a content file. */
const ItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    prompt: z.string().trim().min(1).max(300),
    prompt_ja: z.string().trim().min(1).max(300).optional(),
    audio_text: z.string().trim().min(1).max(300).optional(),
    options: z.array(z.string().trim().min(1).max(120)).length(ARENA_OPTION_COUNT),
    answer: z
      .number()
      .int()
      .min(0)
      .max(ARENA_OPTION_COUNT - 1),
  })
  .strict()
  .refine((i) => new Set(i.options).size === i.options.length, { message: "duplicate options" });
export type ArenaItem = z.infer<typeof ItemSchema>;

const FileSchema = z.object({ items: z.array(z.unknown()).min(1) }).strict();

/** The items of every type. */
export type ArenaCatalog = Record<ArenaType, ArenaItem[]>;

/**
 * Reads and validates one type's file: every item, unique ids; listening items need audio_text.
 * @throws Error naming the file and the item (id or position) with what is wrong
 */
export function loadArenaFile(file: string, type: ArenaType): ArenaItem[] {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`arena items ${file}: ${(err as Error).message}`);
  }
  const top = FileSchema.safeParse(raw);
  if (!top.success) throw new Error(`arena items ${file}: ${top.error.issues[0]?.message ?? "bad file"}`);
  const ids = new Set<string>();
  return top.data.items.map((entry, i) => {
    const item = ItemSchema.safeParse(entry);
    const name = `item ${i + 1}${typeof (entry as { id?: unknown })?.id === "string" ? ` (${(entry as { id: string }).id})` : ""}`;
    if (!item.success) {
      const issues = item.error.issues.map((x) => `${x.path.join(".") || "item"}: ${x.message}`).join("; ");
      throw new Error(`arena items ${file}: ${name}: ${issues}`);
    }
    if (ids.has(item.data.id)) throw new Error(`arena items ${file}: ${name}: duplicate id`);
    if (type === "listening" && !item.data.audio_text)
      throw new Error(`arena items ${file}: ${name}: audio_text is required for listening`);
    ids.add(item.data.id);
    return item.data;
  });
}

/**
 * Loads the three files. Run once when the module starts: a bad file stops the boot.
 * @param dir - the folder (default content/arena)
 */
export function loadArenaCatalog(dir: string = ARENA_CONTENT_DIR): ArenaCatalog {
  const out = {} as ArenaCatalog;
  for (const type of ARENA_TYPES) out[type] = loadArenaFile(join(dir, `${type}.yaml`), type);
  return out;
}

/** An item as served in a match (options shuffled; `correct_index` into them). */
export type MatchItem = {
  id: string;
  prompt: string;
  prompt_ja?: string;
  audio_text?: string;
  options: string[];
  correct_index: number;
};

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks `count` different items at random and shuffles each one's options.
 * @param items - the type's items
 * @param count - how many
 * @param random - a [0, 1) generator
 */
export function pickItems(items: readonly ArenaItem[], count: number, random: () => number): MatchItem[] {
  const pool = [...items];
  const picked: MatchItem[] = [];
  while (picked.length < count && pool.length > 0) {
    const item = pool.splice(Math.floor(random() * pool.length), 1)[0] as ArenaItem;
    const order = item.options.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    picked.push({
      id: item.id,
      prompt: item.prompt,
      ...(item.prompt_ja ? { prompt_ja: item.prompt_ja } : {}),
      ...(item.audio_text ? { audio_text: item.audio_text } : {}),
      options: order.map((i) => item.options[i] as string),
      correct_index: order.indexOf(item.answer),
    });
  }
  return picked;
}
