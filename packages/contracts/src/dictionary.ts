import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";

/**
 * Dictionary (spec "Dictionary" calls, screens /dictionary/index, about, search): English → Japanese
 * lookups built from FreeDict eng-jpn (Japanese glosses), WordNet (English senses) and CMUdict
 * (pronunciation shown as IPA). A lookup handles inflected forms (went → go) and suggests fuzzy
 * spellings; searches are logged per student (word-search-logs, del-search-log). The pen popup
 * (screen-search-word) looks words up without logging; whether the pen is on is stored per student.
 */

/** Longest word or phrase a lookup accepts. */
export const DICTIONARY_WORD_MAX = 64;
/** Most items fuzzy-search-word answers. */
export const DICTIONARY_FUZZY_MAX = 10;
/** Default and largest page size of word-search-logs. */
export const DICTIONARY_LOGS_PAGE_SIZE = 20;
export const DICTIONARY_LOGS_PAGE_MAX = 100;
/** Most ids one del-search-log call deletes. */
export const DICTIONARY_DELETE_MAX = 500;

/** 1 = English → Japanese (default), 2 = Japanese → English (searches the Japanese glosses). */
export const DICTIONARY_SEARCH_TYPES = [1, 2] as const;
export const DictionarySearchTypeSchema = z.coerce
  .number({ error: "type must be 1 or 2" })
  .int("type must be 1 or 2")
  .min(1, "type must be 1 or 2")
  .max(2, "type must be 1 or 2")
  .default(1);
export type DictionarySearchType = z.infer<typeof DictionarySearchTypeSchema>;

/** What was typed: trimmed, 1-64 characters, no control characters or markup. */
export const DictionaryWordInputSchema = z
  .string({ error: "word is required" })
  .trim()
  .min(1, "word is required")
  .max(DICTIONARY_WORD_MAX, `word must be at most ${DICTIONARY_WORD_MAX} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  .regex(/^[^\u0000-\u001f\u007f<>{}[\]\\|^`]+$/u, "word must be a word or a short phrase");

/** Kinds of inflection a lookup can undo. */
export const DICTIONARY_INFLECTION_KINDS = [
  "past",
  "past_participle",
  "plural",
  "3rd_person",
  "ing",
  "comparative",
  "superlative",
  "variant",
] as const;
export const DictionaryInflectionKindSchema = z.enum(DICTIONARY_INFLECTION_KINDS);
export type DictionaryInflectionKind = z.infer<typeof DictionaryInflectionKindSchema>;

/** The typed form was an inflection of the headword. */
export const DictionaryInflectionSchema = z.object({
  /** the form as typed (lower case) */
  form: z.string(),
  /** the headword it comes from */
  base: z.string(),
  kind: DictionaryInflectionKindSchema,
});
export type DictionaryInflection = z.infer<typeof DictionaryInflectionSchema>;

/** One Japanese meaning (FreeDict), plain text. */
export const DictionaryMeaningJaSchema = z.object({
  pos: z.string().optional(),
  /** the translations, comma-separated */
  text: z.string(),
  /** the English sense they translate ("to move through space") */
  gloss_en: z.string().optional(),
});
export type DictionaryMeaningJa = z.infer<typeof DictionaryMeaningJaSchema>;

/** One English sense (WordNet). pos: noun, verb, adjective, adverb. */
export const DictionarySenseEnSchema = z.object({
  pos: z.string(),
  definition: z.string(),
  examples: z.array(z.string()),
  synonyms: z.array(z.string()),
});
export type DictionarySenseEn = z.infer<typeof DictionarySenseEnSchema>;

/** A dictionary entry as shown on /dictionary/search and in the pen popup. */
export const DictEntrySchema = z.object({
  word_id: z.number().int(),
  /** the headword (lemma) */
  word: z.string(),
  /** what was typed */
  query: z.string(),
  inflection: DictionaryInflectionSchema.optional(),
  /** IPA from CMUdict (ARPAbet converted), "" when the word has no pronunciation */
  ipa: z.string(),
  /** spoken word audio, null when no voice is available */
  audio_url: z.string().nullable(),
  meanings_ja: z.array(DictionaryMeaningJaSchema),
  senses_en: z.array(DictionarySenseEnSchema),
  /** whether the word is in the student's word book (favourite words) */
  in_word_book: z.boolean(),
});
export type DictEntry = z.infer<typeof DictEntrySchema>;

const WordQuery = z.object({ word: DictionaryWordInputSchema });
const TypedWordQuery = WordQuery.extend({ type: DictionarySearchTypeSchema });

/** A full lookup; logs the search in the caller's history. suggestions: fuzzy matches when nothing matched. */
export const dictionaryNewSearchWord = defineCall({
  method: "GET",
  path: "/v3/dictionary/new-search-word",
  auth: "student",
  query: TypedWordQuery,
  data: z.object({ entry: DictEntrySchema.nullable(), suggestions: z.array(z.string()) }),
});

/** The pen popup lookup (English only, not logged). */
export const dictionaryScreenSearchWord = defineCall({
  method: "GET",
  path: "/v3/dictionary/screen-search-word",
  auth: "student",
  query: WordQuery,
  data: z.object({ entry: DictEntrySchema.nullable() }),
});

/** An autocomplete item. */
export const DictionaryFuzzyItemSchema = z.object({
  word_id: z.number().int(),
  word: z.string(),
  /** the first Japanese meaning, shortened */
  ja_short: z.string(),
});
export type DictionaryFuzzyItem = z.infer<typeof DictionaryFuzzyItemSchema>;

/** Autocomplete while typing: prefix matches first, then edit distance ≤ 2, then sound-alikes (max 10). */
export const dictionaryFuzzySearchWord = defineCall({
  method: "GET",
  path: "/v3/dictionary/fuzzy-search-word",
  auth: "student",
  query: TypedWordQuery,
  data: z.object({ items: z.array(DictionaryFuzzyItemSchema) }),
});

/** One word of the search history (the latest search of each word). */
export const DictionarySearchLogSchema = DictionaryFuzzyItemSchema.extend({ searched_at: IsoDate });
export type DictionarySearchLog = z.infer<typeof DictionarySearchLogSchema>;

/** The caller's search history, newest first, one row per word. */
export const dictionaryWordSearchLogs = defineCall({
  method: "GET",
  path: "/v3/dictionary/word-search-logs",
  auth: "student",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(DICTIONARY_LOGS_PAGE_MAX).default(DICTIONARY_LOGS_PAGE_SIZE),
  }),
  data: z.object({ items: z.array(DictionarySearchLogSchema), total: z.number().int() }),
});

/** word_ids as a JSON array or, from a form body, "3,8" (or a repeated field). */
const WordIds = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "")
      : typeof v === "number"
        ? [v]
        : v,
  z
    .array(DbId, { error: "word_ids must be a list of word ids" })
    .min(1, "word_ids must name at least one word")
    .max(DICTIONARY_DELETE_MAX, `word_ids may name at most ${DICTIONARY_DELETE_MAX} words`),
);

export const DictionaryDelSearchLogBodySchema = z.object({ word_ids: WordIds });
export type DictionaryDelSearchLogBody = z.input<typeof DictionaryDelSearchLogBodySchema>;
/** Removes words from the caller's history; deleted counts the words that were there. */
export const dictionaryDelSearchLog = defineCall({
  method: "POST",
  path: "/v3/dictionary/del-search-log",
  auth: "student",
  body: DictionaryDelSearchLogBodySchema,
  data: z.object({ deleted: z.number().int() }),
});

/** A data source of the dictionary, credited on /dictionary/about. */
export const DictionarySourceSchema = z.object({
  name: z.string(),
  url: z.string(),
  licence: z.string(),
  description_ja: z.string(),
  description_en: z.string(),
  /** entries imported from it */
  entries: z.number().int(),
});
export type DictionarySource = z.infer<typeof DictionarySourceSchema>;

export const dictionaryIntroduce = defineCall({
  method: "GET",
  path: "/v3/dictionary/introduce",
  auth: "student",
  data: z.object({ sources: z.array(DictionarySourceSchema), total_entries: z.number().int() }),
});

export const DICTIONARY_WORD_ACTIONS = ["add_word_book", "play_audio", "view"] as const;
export const DictionaryWordActionSchema = z.enum(DICTIONARY_WORD_ACTIONS, {
  error: "action must be add_word_book, play_audio or view",
});
export type DictionaryWordAction = z.infer<typeof DictionaryWordActionSchema>;

export const DictionarySubmitWordLogBodySchema = z.object({
  word_id: DbId,
  action: DictionaryWordActionSchema,
});
export type DictionarySubmitWordLogBody = z.input<typeof DictionarySubmitWordLogBodySchema>;
/** Records what the student did with an entry; add_word_book puts the word in the word book (favourite words). */
export const dictionarySubmitWordLog = defineCall({
  method: "POST",
  path: "/v3/dictionary/submit-word-log",
  auth: "student",
  body: DictionarySubmitWordLogBodySchema,
  data: z.object({ ok: z.literal(true), in_word_book: z.boolean() }),
});

/** Whether the pen (tap a word anywhere to look it up) is on. Off until the student turns it on. */
export const DictionaryPenSwitchSchema = z.object({ enabled: z.boolean() });
export type DictionaryPenSwitch = z.infer<typeof DictionaryPenSwitchSchema>;

export const dictionaryPenSwitch = defineCall({
  method: "GET",
  path: "/v3/dictionary/pen-switch",
  auth: "student",
  data: DictionaryPenSwitchSchema,
});

/** enabled as a JSON boolean or, from a form body, "1"/"0"/"true"/"false". */
const EnabledInput = z.preprocess(
  (v) => (v === "1" || v === "true" || v === 1 ? true : v === "0" || v === "false" || v === 0 ? false : v),
  z.boolean({ error: "enabled must be true or false" }),
);
export const DictionaryPenSwitchBodySchema = z.object({ enabled: EnabledInput });
export type DictionaryPenSwitchBody = z.input<typeof DictionaryPenSwitchBodySchema>;
export const dictionarySetPenSwitch = defineCall({
  method: "POST",
  path: "/v3/dictionary/pen-switch",
  auth: "student",
  body: DictionaryPenSwitchBodySchema,
  data: DictionaryPenSwitchSchema,
});
