import { z } from "zod";

/**
 * AI speaking scenarios (issue 24): a role-play partner's lines as a graph of nodes. Each node is one
 * turn: the partner says a line (one of its variants), the student answers, the answer is matched to one
 * of the node's intents by meaning, the partner replies and the conversation goes to the intent's next
 * node; after two failed tries the partner moves on to fallback_next. The next node "end" finishes the
 * conversation (the partner then says one of end_lines). Pure zod: the server parses the built JSON with
 * AiSpeakingScenarioJsonSchema (exported from "@hibiki/content").
 */

/** CEFR-J bands of the scenarios. */
export const AI_SPEAKING_LEVELS = ["A1", "A2", "B1"] as const;
/** What a scenario practises. */
export const AI_SPEAKING_TOPICS = [
  "self-introduction",
  "shopping",
  "directions",
  "school-life",
  "interview",
  "debate",
] as const;
/** The TTS voices a partner may speak with (the server's /v3/tts/speak voices). */
export const AI_SPEAKING_VOICES = ["female1", "female2", "male1", "male2", "male3"] as const;
/** The next node that finishes the conversation. */
export const AI_SPEAKING_END = "end";
/** Fewest turns (nodes) on every path from the start to the end. */
export const AI_SPEAKING_MIN_TURNS = 8;
/** Most turns on any path. */
export const AI_SPEAKING_MAX_TURNS = 20;

const English = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\x20-\x7e]+$/, "plain ASCII English only (straight quotes, no dashes or curly quotes)");
const Japanese = (max: number) => z.string().trim().min(1).max(max);
/** A partner line said one of 2-3 ways, so a repeated scenario does not always sound the same. */
const Variants = (max: number) => z.array(English(max)).min(2).max(3);

/** A node's id (snake_case); "end" is reserved. */
export const AiSpeakingNodeIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,30}$/, "a node id: a-z, 0-9 and _ (2-31 characters)");

/** What the student may mean at a node, with how the partner answers it. */
export const AiSpeakingIntentSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]{1,30}$/, "an intent id: a-z, 0-9 and _"),
  /** answers a student might give; each must be matched to this intent and to no sibling */
  examples: z.array(English(160)).min(3).max(8),
  /** rubric slots for the meaning matcher: every slot present (any one of its terms) */
  terms: z
    .array(z.array(z.string().trim().min(1).max(40)).min(1).max(16))
    .min(1)
    .max(3),
  reply: Variants(200),
  reply_ja: Japanese(200),
  /** the next node's id, or "end" */
  next: z.string(),
});
export type AiSpeakingIntent = z.infer<typeof AiSpeakingIntentSchema>;

/** One turn as written: repair lines and fallback_next may be left to the scenario's defaults. */
export const AiSpeakingNodeSourceSchema = z.strictObject({
  say: Variants(200),
  say_ja: Japanese(200),
  intents: z.array(AiSpeakingIntentSchema).min(1).max(4),
  model_answer: English(200),
  model_answer_ja: Japanese(200),
  /** what the partner says when the answer matched no intent (default: the scenario's repair) */
  repair: z.array(English(160)).min(1).max(3).optional(),
  repair_ja: Japanese(160).optional(),
  /** where the partner goes after two failed tries (default: the first intent's next) */
  fallback_next: z.string().optional(),
});

const ScenarioFields = {
  scenario_id: z.string().regex(/^as-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/, "scenario_id: as-<nn>-<kebab-case>"),
  title: English(60),
  title_ja: Japanese(60),
  level: z.enum(AI_SPEAKING_LEVELS),
  topic: z.enum(AI_SPEAKING_TOPICS),
  partner: z.strictObject({
    name: z.string().regex(/^[A-Z][a-z]{1,15}$/, "a first name"),
    role_ja: Japanese(30),
    voice: z.enum(AI_SPEAKING_VOICES),
  }),
  goal_ja: Japanese(120),
  start: AiSpeakingNodeIdSchema,
  end_lines: Variants(200),
  end_lines_ja: Japanese(200),
};

/** A scenario file: content/ai-speaking/<scenario_id>.yaml. */
export const AiSpeakingScenarioSourceSchema = z.strictObject({
  ...ScenarioFields,
  /** the default repair lines and their Japanese */
  repair: Variants(160),
  repair_ja: Japanese(160),
  nodes: z.record(AiSpeakingNodeIdSchema, AiSpeakingNodeSourceSchema),
});
export type AiSpeakingScenarioSource = z.infer<typeof AiSpeakingScenarioSourceSchema>;

/** A node as built: every field present. */
export const AiSpeakingNodeSchema = AiSpeakingNodeSourceSchema.extend({
  repair: z.array(English(160)).min(1).max(3),
  repair_ja: Japanese(160),
  fallback_next: z.string(),
});
export type AiSpeakingNode = z.infer<typeof AiSpeakingNodeSchema>;

/** A scenario's summary in ai-speaking/index.json. */
export const AiSpeakingSummarySchema = z.object({
  scenario_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  level: z.enum(AI_SPEAKING_LEVELS),
  topic: z.enum(AI_SPEAKING_TOPICS),
  partner: z.object({ name: z.string(), role_ja: z.string(), voice: z.enum(AI_SPEAKING_VOICES) }),
  goal_ja: z.string(),
  /** turns on the shortest path from the start to the end */
  turns: z.number().int().positive(),
  /** turns on the longest path */
  max_turns: z.number().int().positive(),
  /** a digest of the scenario: changes whenever its graph or lines change */
  version: z.string(),
  /** relative to dist/: ai-speaking/<scenario_id>.json */
  path: z.string(),
});
export type AiSpeakingSummary = z.infer<typeof AiSpeakingSummarySchema>;

/** ai-speaking/index.json: the scenarios by level, then id. */
export const AiSpeakingIndexSchema = z.object({ scenarios: z.array(AiSpeakingSummarySchema) });
export type AiSpeakingIndex = z.infer<typeof AiSpeakingIndexSchema>;

/** ai-speaking/<scenario_id>.json: the summary's fields and the whole graph. */
export const AiSpeakingScenarioJsonSchema = AiSpeakingSummarySchema.omit({ path: true }).extend({
  start: z.string(),
  end_lines: z.array(z.string()).min(1),
  end_lines_ja: z.string(),
  nodes: z.record(z.string(), AiSpeakingNodeSchema),
});
export type AiSpeakingScenarioJson = z.infer<typeof AiSpeakingScenarioJsonSchema>;
