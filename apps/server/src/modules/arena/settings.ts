import { ARENA_BOT_AFTER_MS, ARENA_GRACE_MS, ARENA_ITEM_MS } from "@hibiki/contracts";
import { z } from "zod";

const ms = (def: number) => z.coerce.number().int().min(1).max(600_000).default(def);

const SettingsSchema = z.object({
  /** wait alone in the queue before the bot plays */
  HIBIKI_ARENA_BOT_MS: ms(ARENA_BOT_AFTER_MS),
  /** the bot's answer time: "min-max" ms, random in between */
  HIBIKI_ARENA_BOT_DELAY_MS: z
    .string()
    .regex(/^\d+-\d+$/, { message: 'must be "min-max" in ms, e.g. "1500-4000"' })
    .default("1500-4000"),
  /** the bot's share of right answers (0-1) */
  HIBIKI_ARENA_BOT_ACCURACY: z.coerce.number().min(0).max(1).default(0.7),
  /** time per item */
  HIBIKI_ARENA_ITEM_MS: ms(ARENA_ITEM_MS),
  /** time a dropped player has to come back */
  HIBIKI_ARENA_GRACE_MS: ms(ARENA_GRACE_MS),
  /** from `matched` to the first item */
  HIBIKI_ARENA_START_MS: ms(3000),
  /** from an item's end to the next item */
  HIBIKI_ARENA_GAP_MS: ms(2000),
  /** Redis keys and bus channels start with it (several installations, or test runs, on one Redis) */
  HIBIKI_ARENA_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default("hibiki-arena"),
  /** the folder of words.yaml, listening.yaml and grammar.yaml (default content/arena) */
  HIBIKI_ARENA_CONTENT_DIR: z.string().min(1).optional(),
});

/** The arena's timings and names. */
export type ArenaSettings = {
  botAfterMs: number;
  botDelayMs: [number, number];
  botAccuracy: number;
  itemMs: number;
  graceMs: number;
  startMs: number;
  gapMs: number;
  prefix: string;
  contentDir: string | undefined;
};

/**
 * Reads the arena's settings from the environment (read when the module registers).
 * @throws Error naming the bad variable
 */
export function arenaSettings(source: Record<string, string | undefined> = process.env): ArenaSettings {
  const picked = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => k.startsWith("HIBIKI_ARENA_") && v),
  );
  const parsed = SettingsSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid arena environment:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const [lo, hi] = e.HIBIKI_ARENA_BOT_DELAY_MS.split("-").map(Number) as [number, number];
  return {
    botAfterMs: e.HIBIKI_ARENA_BOT_MS,
    botDelayMs: [Math.min(lo, hi), Math.max(lo, hi)],
    botAccuracy: e.HIBIKI_ARENA_BOT_ACCURACY,
    itemMs: e.HIBIKI_ARENA_ITEM_MS,
    graceMs: e.HIBIKI_ARENA_GRACE_MS,
    startMs: e.HIBIKI_ARENA_START_MS,
    gapMs: e.HIBIKI_ARENA_GAP_MS,
    prefix: e.HIBIKI_ARENA_PREFIX,
    contentDir: e.HIBIKI_ARENA_CONTENT_DIR,
  };
}
