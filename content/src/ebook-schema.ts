import { z } from "zod";

/**
 * The source format of an e-book (issue 23): content/ebooks/<book_id>/book.yaml, its cover and page
 * illustrations beside it. content/README.md ("E-books") documents it for authors; ebook-load.ts adds the
 * checks a schema cannot make (files, speakers, vocabulary, one correct answer).
 */

/** The TTS voices a speaker may use (the server's offline speech engine). */
export const EBOOK_VOICES = ["female1", "female2", "male1", "male2", "male3"] as const;
/** The genres of the library. */
export const EBOOK_GENRES = ["fiction", "nonfiction"] as const;
/** The topics a book may list (the library's filter). */
export const EBOOK_TOPICS = [
  "school-life",
  "clubs",
  "food",
  "travel",
  "science",
  "history",
  "nature",
  "sports",
  "family",
  "culture",
  "technology",
  "animals",
  "friendship",
  "mystery",
] as const;
/** Vocabulary bands of the CEFR-J Wordlist, lowest first. */
export const EBOOK_CEFR = ["A1", "A2", "B1", "B2"] as const;
export type EbookCefr = (typeof EBOOK_CEFR)[number];
/** Lowest and highest reading level (YL) of the library. */
export const YL_MIN = 0.5;
export const YL_MAX = 4.0;
/** Most characters in one line (one sentence: the reader highlights and speaks a line at a time). */
export const LINE_MAX = 300;
/** Most glossary words of one book. */
export const GLOSSARY_MAX = 8;

/**
 * The CEFR-J band a reading level belongs to: YL 0.5–1.4 A1, 1.5–2.4 A2, 2.5–3.4 B1, 3.5–4.0 B2.
 * @param yl - the reading level
 * @returns its band
 */
export function bandOfYl(yl: number): EbookCefr {
  const tenths = Math.round(yl * 10);
  if (tenths < 15) return "A1";
  if (tenths < 25) return "A2";
  if (tenths < 35) return "B1";
  return "B2";
}

const Text = (max: number) => z.string().trim().min(1, "must not be empty").max(max);
const Japanese = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? "missing its Japanese" : "expected text") })
    .trim()
    .min(1, "the Japanese must not be empty")
    .max(max);
/** An SVG file of the book's folder (no path: pictures live beside book.yaml). */
const SvgFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,60}\.svg$/, "an .svg file name in the book's folder (a-z, 0-9, - and _)");

/** A reading level: 0.5–4.0 in tenths. */
export const YlSchema = z
  .number()
  .min(YL_MIN, `yl is ${YL_MIN.toFixed(1)}–${YL_MAX.toFixed(1)}`)
  .max(YL_MAX, `yl is ${YL_MIN.toFixed(1)}–${YL_MAX.toFixed(1)}`)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, "yl has one decimal (e.g. 1.3)");

/** One sentence of a page. */
export const EbookLineSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(LINE_MAX, `a line holds at most ${LINE_MAX} characters (one sentence per line)`),
  ja: Japanese(600),
  /** who says it (a name of `speakers`); the narrator when absent */
  speaker: z.string().trim().min(1).max(40).optional(),
  /** the line starts a new paragraph */
  break: z.boolean().optional(),
});

/** One page: an optional chapter heading and illustration, then its lines. */
export const EbookPageSchema = z.strictObject({
  chapter: Text(100).nullable().default(null),
  illustration: SvgFile.nullable().default(null),
  lines: z.array(EbookLineSchema).min(1, "a page has at least one line").max(60),
});

const AnswerSchema = z.strictObject({
  content: Text(300),
  correct: z.boolean().default(false),
});

/** A comprehension question of the book's exercise. */
export const EbookQuestionSchema = z.strictObject({
  question: Text(300),
  question_ja: Japanese(300),
  answers: z.array(AnswerSchema).min(3, "a question has 3–4 answers").max(4, "a question has 3–4 answers"),
  explanation: Japanese(600),
});

/** An exercise item: an excerpt of the book and its questions. */
export const EbookExerciseSchema = z.strictObject({
  question_id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,30}$/, "a short id such as q1"),
  passage: Text(1500),
  passage_ja: Japanese(1500),
  questions: z.array(EbookQuestionSchema).min(1).max(5),
});

/** content/ebooks/<book_id>/book.yaml */
export const EbookSchema = z.strictObject({
  book_id: z
    .string()
    .regex(
      /^eb-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "book_id is eb-<nn>-<kebab-title>, e.g. eb-03-the-lost-umbrella",
    )
    .max(64),
  title: Text(100),
  title_ja: Japanese(100),
  yl: YlSchema,
  cefr: z.enum(EBOOK_CEFR),
  genre: z.enum(EBOOK_GENRES),
  topics: z
    .array(z.enum(EBOOK_TOPICS))
    .min(1, "list at least one topic")
    .max(4)
    .refine((t) => new Set(t).size === t.length, "a topic is listed twice"),
  summary: Text(400),
  summary_ja: Japanese(400),
  retold_from: Text(200).nullable().default(null),
  speakers: z
    .record(
      z.string().trim().min(1).max(40),
      z.enum(EBOOK_VOICES, { error: `voice is one of ${EBOOK_VOICES.join(", ")}` }),
    )
    .refine((s) => "narrator" in s, "speakers must include the narrator"),
  glossary: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z' -]{0,39}$/, "a glossary entry is an English word or phrase"),
      Japanese(60),
    )
    .default({})
    .refine((g) => Object.keys(g).length <= GLOSSARY_MAX, `at most ${GLOSSARY_MAX} glossary words`),
  cover: SvgFile,
  pages: z.array(EbookPageSchema).min(1).max(120),
  exercise: z.array(EbookExerciseSchema).min(2, "2–6 exercise items").max(6, "2–6 exercise items"),
});

/** A book.yaml after parsing. */
export type EbookSource = z.infer<typeof EbookSchema>;
