import { z } from "zod";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";
import { SpeechCategorySchema } from "./ws/speech.ts";

/**
 * Favourites: sentences and words a student collects in the textbook and skill-up players (spec
 * "Favourite sentence", favourite-sentence collect/discard, favourite-word collect), listed on
 * /my_collection through the device favourites calls (en-page-list = sentences, not-en-page-list =
 * words, 40 per page), where a sentence can be practised again (device/favorites/submit keeps the latest
 * recording and scores) or discarded. In the device calls `resource_id` is the favourite's own id
 * (`favourite_id` of the lists), as the spec names that field.
 */

/** Page size of the favourites lists (spec §9). */
export const FAVOURITES_PAGE_SIZE = 40;
/** Default record_max_time of a favourite sentence in seconds (spec §9). */
export const FAVOURITE_RECORD_MAX_TIME = 20;
/** Modules whose players show the collection buttons. */
export const FAVOURITE_SOURCES = ["textbook", "skillup"] as const;
export const FavouriteSourceSchema = z.enum(FAVOURITE_SOURCES);
export type FavouriteSource = z.infer<typeof FavouriteSourceSchema>;

const Code = z.string().trim().min(1).max(100);
const Id = DbId;
const Flag01 = z.coerce.number().int().min(0).max(1);
/** A file name relative to the resource's asset folder: no scheme, no leading slash, no "..". */
export const FAVOURITE_AUDIO_FILE_PATTERN = /^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]*$/;
const AssetFile = z
  .string()
  .trim()
  .max(300)
  .regex(FAVOURITE_AUDIO_FILE_PATTERN, "audio_file_name must be a relative asset path");
const Score5 = z.coerce.number().min(0).max(5);
/** An optional number of a form body: an empty field counts as missing (not as 0). */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const FavouriteSentenceCollectBodySchema = z.object({
  client: z.string().trim().max(50).default("web"),
  resource_code: Code,
  question_index: z.coerce.number().int().min(0).max(10_000),
  screen_en_text: z.string().trim().min(1).max(1000),
  evaluate_text: z.string().trim().max(1000).default(""),
  screen_jp_text: z.string().trim().max(1000).default(""),
  audio_file_name: AssetFile.default(""),
  category: SpeechCategorySchema.default("read_sentence"),
  record_max_time: z.coerce.number().int().min(1).max(300).default(FAVOURITE_RECORD_MAX_TIME),
  /** res_id of the resource (must match resource_code) */
  resource_id: Id,
  /** the item's question_id */
  sentence_id: Code,
  sentence_source: FavouriteSourceSchema.default("textbook"),
});
export type FavouriteSentenceCollectBody = z.input<typeof FavouriteSentenceCollectBodySchema>;
export const favouriteSentenceCollect = defineCall({
  method: "POST",
  path: "/v3/favourite-sentence/collect",
  auth: "student",
  body: FavouriteSentenceCollectBodySchema,
  data: z.object({ favourite_id: z.number().int(), is_collected: Flag }),
});

export const FavouriteSentenceDiscardBodySchema = z.object({
  resource_code: Code,
  question_index: z.coerce.number().int().min(0).max(10_000).default(0),
  sentence_id: Code,
  sentence_source: FavouriteSourceSchema.default("textbook"),
});
export type FavouriteSentenceDiscardBody = z.input<typeof FavouriteSentenceDiscardBodySchema>;
/** Idempotent: discarding a sentence that is not collected also answers is_collected 0. */
export const favouriteSentenceDiscard = defineCall({
  method: "POST",
  path: "/v3/favourite-sentence/discard",
  auth: "student",
  body: FavouriteSentenceDiscardBodySchema,
  data: z.object({ is_collected: Flag }),
});

/** A word or short phrase: letters (any script), digits, spaces, apostrophes, hyphens and full stops. */
export const FavouriteWordTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}' .\u2019-]*$/u, "words must be a word or a short phrase");
export const FavouriteWordCollectBodySchema = z.object({
  words: FavouriteWordTextSchema,
  /** 1 collects, 0 discards */
  is_collected: Flag01,
  /** optional details shown on /my_collection */
  mean: z.string().trim().max(200).default(""),
  ipa: z.string().trim().max(100).default(""),
  resource_code: z.string().trim().max(100).default(""),
  audio_file_name: AssetFile.default(""),
  question_id: z.string().trim().max(100).default(""),
});
export type FavouriteWordCollectBody = z.input<typeof FavouriteWordCollectBodySchema>;
export const favouriteWordCollect = defineCall({
  method: "POST",
  path: "/v3/favourite-word/collect",
  auth: "student",
  body: FavouriteWordCollectBodySchema,
  data: z.object({ is_collected: Flag, favourite_id: z.number().int().nullable() }),
});

/** What a player needs to show the collected state of a resource's items. */
export const FavouriteCollectedSchema = z.object({
  /** sentence_ids (question ids) of this resource the student collected in this module */
  question_ids: z.array(z.string()),
  /** collected words (lower case) that occur as words of this resource */
  words: z.array(z.string()),
});
export type FavouriteCollected = z.infer<typeof FavouriteCollectedSchema>;
export const favouriteSentenceCollected = defineCall({
  method: "GET",
  path: "/v3/favourite-sentence/collected",
  auth: "student",
  query: z.object({ resource_code: Code, sentence_source: FavouriteSourceSchema.default("textbook") }),
  data: FavouriteCollectedSchema,
});

// ---------- device favourites (/my_collection) ----------

const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(FAVOURITES_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The latest practice of a favourite sentence (device/favorites/submit). */
export const FavouritePracticeSchema = z.object({
  sound_file: z.string(),
  total_score: z.number(),
  percent_score: z.number(),
  accuracy_score: z.number(),
  fluency_score: z.number(),
  integrity_score: z.number(),
  evaluate_html: z.string(),
  evaluate_result: z.string(),
  record_duration: z.number(),
  practice_count: z.number().int(),
  practiced_at: IsoDate,
});
export type FavouritePractice = z.infer<typeof FavouritePracticeSchema>;

export const FavouriteSentenceSchema = z.object({
  favourite_id: z.number().int(),
  resource_code: z.string(),
  resource_id: z.number().int(),
  question_index: z.number().int(),
  sentence_id: z.string(),
  sentence_source: FavouriteSourceSchema,
  screen_en_text: z.string(),
  evaluate_text: z.string(),
  screen_jp_text: z.string(),
  audio_file_name: z.string(),
  /** playable model audio (the resource's current version), "" when the resource is gone or has none */
  audio_url: z.string(),
  category: SpeechCategorySchema,
  record_max_time: z.number().int(),
  is_collected: Flag,
  created_at: IsoDate,
  practice: FavouritePracticeSchema.nullable(),
});
export type FavouriteSentence = z.infer<typeof FavouriteSentenceSchema>;

export const FavouriteWordSchema = z.object({
  favourite_id: z.number().int(),
  word: z.string(),
  mean: z.string(),
  ipa: z.string(),
  resource_code: z.string(),
  question_id: z.string(),
  audio_url: z.string(),
  is_collected: Flag,
  created_at: IsoDate,
});
export type FavouriteWord = z.infer<typeof FavouriteWordSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

/** Favourite sentences, newest first. */
export const deviceFavoritesEnPageList = defineCall({
  method: "GET",
  path: "/v3/device/favorites/en-page-list",
  auth: "student",
  query: PageQuery,
  data: page(FavouriteSentenceSchema),
});

/** Favourite words, newest first. */
export const deviceFavoritesNotEnPageList = defineCall({
  method: "GET",
  path: "/v3/device/favorites/not-en-page-list",
  auth: "student",
  query: PageQuery,
  data: page(FavouriteWordSchema),
});

/** spec "Favourite submit (device)": the latest practice recording and scores of a favourite sentence. */
export const DeviceFavoriteSubmitBodySchema = z
  .object({
    client: z.string().trim().max(50).default("web"),
    /** the favourite's id (favourite_id) */
    resource_id: Id,
    evaluate_html: z.string().max(200_000).default(""),
    evaluate_result: z.string().trim().max(500).default(""),
    accuracy_score: Score5.default(0),
    fluency_score: Score5.default(0),
    integrity_score: Score5.default(0),
    total_score: optionalNumber(Score5),
    record_duration: z.coerce.number().min(0).max(3600).default(0),
    percent_score: optionalNumber(z.coerce.number().min(0).max(100)),
    /** data.file of the mp3 upload: `/v3/files/rec/<id>.mp3?sig=…` */
    sound_file: z.string().trim().min(1).max(500),
  })
  .refine((b) => b.total_score !== undefined || b.percent_score !== undefined, {
    message: "give total_score or percent_score",
    path: ["total_score"],
  });
export type DeviceFavoriteSubmitBody = z.input<typeof DeviceFavoriteSubmitBodySchema>;
export const deviceFavoritesSubmit = defineCall({
  method: "POST",
  path: "/v3/device/favorites/submit",
  auth: "student",
  body: DeviceFavoriteSubmitBodySchema,
  data: FavouriteSentenceSchema,
});

export const deviceFavoritesDiscard = defineCall({
  method: "POST",
  path: "/v3/device/favorites/discard",
  auth: "student",
  body: z.object({ resource_id: Id }),
  data: z.object({ is_collected: Flag }),
});
