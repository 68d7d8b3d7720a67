import { z } from "zod";

export * from "./ai-speaking-schema.ts";
export * from "./ai-study-schema.ts";

/**
 * The shape of content/dist/catalog.json, for the server that serves it (and for the build, which
 * checks its own output against it). Other workspaces import it from "@hibiki/content".
 */
const TitleSchema = z.object({ ja: z.string(), en: z.string() });

/** One resource of a section, with where its resource.json lives under dist/. */
export const CatalogResourceSchema = z.object({
  res_code: z.string(),
  res_id: z.number().int().positive(),
  kind: z.string(),
  res_type: z.union([z.number(), z.string()]).optional(),
  res_version: z.number().int().positive(),
  title: TitleSchema,
  item_count: z.number().int().nonnegative(),
  /** relative to dist/: res/<res_code>/<res_version>/resource.json; its folder is the asset base */
  path: z.string(),
});

/** A section of a unit (in study order). */
export const CatalogSectionSchema = z.object({
  section_code: z.string(),
  title: TitleSchema,
  order: z.number().int().positive(),
  resources: z.array(CatalogResourceSchema),
});

/** A unit of a book (in study order). */
export const CatalogUnitSchema = z.object({
  unit_code: z.string(),
  title: TitleSchema,
  order: z.number().int().positive(),
  sections: z.array(CatalogSectionSchema),
});

/** A textbook with its units. */
export const CatalogBookSchema = z.object({
  book_code: z.string(),
  title: TitleSchema,
  description: TitleSchema.optional(),
  level: z.string(),
  cover_color: z.string(),
  order: z.number().int().positive(),
  units: z.array(CatalogUnitSchema),
});

/** A skill-up practice type (reading, listening, speaking, …) with its resources in order. */
export const CatalogSkillupTypeSchema = z.object({
  type: z.string(),
  title: TitleSchema,
  description: TitleSchema.optional(),
  order: z.number().int().positive(),
  resources: z.array(CatalogResourceSchema),
});

/** A level-test resource: a catalogue entry with the skill and the grammar or vocabulary point it tests. */
export const CatalogCefrResourceSchema = CatalogResourceSchema.extend({
  skill: z.enum(["listening", "reading", "vocabulary", "grammar", "speaking"]),
  /** the CEFR question type, 1-17 (see @hibiki/exercises/cefr CEFR_TYPES) */
  type: z.number().int().min(1).max(17),
  point: z.string(),
});

/** A CEFR-J step of the level test (Pre-A1 … B2.2, lowest first) with its item resources. */
export const CatalogCefrStepSchema = z.object({
  step: z.string(),
  title: TitleSchema,
  can_do: TitleSchema,
  order: z.number().int().positive(),
  resources: z.array(CatalogCefrResourceSchema),
});

/** An Eiken grade's word list in the build: how many words and where the list is. */
export const CatalogEikenWordsSchema = z.object({
  grade: z.enum(["5", "4", "3", "pre-2", "pre-2-plus", "2"]),
  count: z.number().int().positive(),
  /** eiken/words/grade-<grade>.json: { grade, words: [{ word, pos, ja, ipa, example, example_ja }] } */
  path: z.string(),
});

/** An Eiken interview (or speaking test) card in the build. */
export const CatalogEikenInterviewSchema = z.object({
  grade: z.enum(["5", "4", "3", "pre-2", "pre-2-plus", "2"]),
  card_id: z.string(),
  title: z.string(),
  questions: z.number().int().positive(),
  /** eiken/interview/<card_id>/card.json, its pictures beside it */
  path: z.string(),
  /**
   * the card as a playable resource (kind mixed: item `read`, then `q1`…), with card.json and the pictures
   * in its folder
   */
  resource: CatalogResourceSchema,
});

/** An Eiken practice set or part of a grade's mock test (content/eiken/practice). */
export const CatalogEikenPracticeSchema = CatalogResourceSchema.extend({
  grade: z.enum(["5", "4", "3", "pre-2", "pre-2-plus", "2"]),
  /** practice: one item family to study; mock: part of the grade's full mock test */
  set: z.enum(["practice", "mock"]),
  /** the paper's section (@hibiki/exercises/eiken EIKEN_SECTIONS) */
  section: z.string(),
  /** listening: how many times the audio is played */
  plays: z.number().int().min(1).max(2).optional(),
});

/** A Tokyo speaking test (ESAT-J) resource: a full test or a training set of one part. */
export const CatalogTokyoSpeakingSchema = CatalogResourceSchema.extend({
  set: z.enum(["test", "training"]),
  /** a training set's part (null for a full test) */
  part: z.enum(["A", "B", "C", "D"]).nullable(),
  year: z.literal(3),
  /** the items in order: question_id and part */
  items: z.array(z.object({ question_id: z.string(), part: z.enum(["A", "B", "C", "D"]) })),
});

/** A listening-exam set (content/listening-exams): a Common Test mock or practice set, or an entrance-exam set. */
export const CatalogListeningExamSchema = CatalogResourceSchema.extend({
  /** @hibiki/exercises/listening-exam LISTENING_REGIONS */
  region_id: z.number().int().positive(),
  set: z.enum(["practice", "mock"]),
  /** a Common Test practice set's part (null otherwise) */
  part: z.string().nullable(),
  /** every answerable question in order: its id, the item that holds it, its part */
  questions: z.array(z.object({ question_id: z.string(), item_id: z.string(), part: z.string() })),
});

/** An e-book's exercise resource (res_type "ebook"; kept out of textbook and skill-up lists). */
export const CatalogEbookResourceSchema = CatalogResourceSchema.extend({ book_id: z.string() });

/** The e-book library: where its list and level check are, and each book's exercise resource. */
export const CatalogEbooksSchema = z.object({
  count: z.number().int().nonnegative(),
  /** ebooks/index.json: { books: [summary] }; each book's book.json sits beside its resource.json */
  index: z.string(),
  /** ebooks/level-check.json: { items: [{ item_id, yl, passage, …, options, answer }] } */
  level_check: z.string(),
  books: z.array(CatalogEbookResourceSchema),
});

/**
 * The AI speaking scenarios: ai-speaking/index.json lists them (AiSpeakingIndexSchema), each graph is in
 * ai-speaking/<scenario_id>.json (AiSpeakingScenarioJsonSchema).
 */
export const CatalogAiSpeakingSchema = z.object({
  count: z.number().int().nonnegative(),
  index: z.string(),
});

/** An AI study resource: a lesson's review or consolidation, a course's test or its question bank. */
export const CatalogAiStudyResourceSchema = CatalogResourceSchema.extend({
  course: z.string(),
  /** the lesson of a review or consolidation; null for a course's test and bank */
  lesson_id: z.string().nullable(),
  stage: z.enum(["review", "consolidation", "test", "bank"]),
});

/**
 * The AI study grammar courses: ai-study/index.json lists the courses and lessons (AiStudyIndexSchema),
 * each lesson is in ai-study/<lesson_id>/lesson.json (AiStudyLessonJsonSchema), ai-study/grammar-index.json
 * tags the other resources' questions with grammar points (AiStudyGrammarIndexSchema); the resources are
 * played with the textbook calls.
 */
export const CatalogAiStudySchema = z.object({
  /** how many lessons */
  count: z.number().int().nonnegative(),
  index: z.string(),
  grammar_index: z.string(),
  resources: z.array(CatalogAiStudyResourceSchema).default([]),
});

/** content/dist/catalog.json: the textbooks, the skill-up types, the level test's steps, the Eiken content. */
export const CatalogSchema = z.object({
  books: z.array(CatalogBookSchema),
  skillup: z.array(CatalogSkillupTypeSchema).default([]),
  cefr: z.array(CatalogCefrStepSchema).default([]),
  eiken_words: z.array(CatalogEikenWordsSchema).default([]),
  eiken_interviews: z.array(CatalogEikenInterviewSchema).default([]),
  eiken_practice: z.array(CatalogEikenPracticeSchema).default([]),
  tokyo_speaking: z.array(CatalogTokyoSpeakingSchema).default([]),
  listening_exams: z.array(CatalogListeningExamSchema).default([]),
  /** the phonogram area's phonemes (phonics/phonemes.json, mouth pictures in phonics/mouth/) */
  phonics: z.object({ count: z.number().int().positive(), path: z.string() }).nullable().default(null),
  /** the e-book library (null without content/ebooks) */
  ebooks: CatalogEbooksSchema.nullable().default(null),
  /** the AI speaking scenarios (null without content/ai-speaking) */
  ai_speaking: CatalogAiSpeakingSchema.nullable().default(null),
  /** the AI study courses (null without content/ai-study) */
  ai_study: CatalogAiStudySchema.nullable().default(null),
});

/** A parsed catalog. */
export type Catalog = z.infer<typeof CatalogSchema>;
/** A parsed skill-up type. */
export type CatalogSkillupType = z.infer<typeof CatalogSkillupTypeSchema>;
/** A parsed listening-exam set. */
export type CatalogListeningExam = z.infer<typeof CatalogListeningExamSchema>;
/** A parsed Tokyo speaking-test entry. */
export type CatalogTokyoSpeaking = z.infer<typeof CatalogTokyoSpeakingSchema>;
/** A parsed Eiken practice entry. */
export type CatalogEikenPractice = z.infer<typeof CatalogEikenPracticeSchema>;
/** A parsed CEFR-J step. */
export type CatalogCefrStep = z.infer<typeof CatalogCefrStepSchema>;
/** A parsed level-test resource entry. */
export type CatalogCefrResource = z.infer<typeof CatalogCefrResourceSchema>;
/** The parsed e-book library entry. */
export type CatalogEbooks = z.infer<typeof CatalogEbooksSchema>;
/** A parsed catalog resource entry. */
export type CatalogResource = z.infer<typeof CatalogResourceSchema>;
/** The parsed AI speaking entry. */
export type CatalogAiSpeaking = z.infer<typeof CatalogAiSpeakingSchema>;
/** The parsed AI study entry. */
export type CatalogAiStudy = z.infer<typeof CatalogAiStudySchema>;
/** A parsed AI study resource entry. */
export type CatalogAiStudyResource = z.infer<typeof CatalogAiStudyResourceSchema>;
