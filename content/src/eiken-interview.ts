import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  contentScore,
  FORM_CHECKS,
  matchElements,
  type OpenAnswer,
  OpenAnswerSchema,
} from "@hibiki/exercises";
import { z } from "zod";
import { listAssets } from "./assets.ts";
import { readYaml } from "./catalog.ts";
import type { ContentError } from "./errors.ts";
import { expandWithWordNet } from "./wordnet/expand.ts";

// The Eiken interview (second stage, grades 3-2) and speaking test (grades 5 and 4) cards:
// content/eiken/interview/grade-<grade>/<card_id>.yaml with its pictures in <card_id>/.

export const EIKEN_INTERVIEW_GRADES = ["5", "4", "3", "pre-2", "pre-2-plus", "2"] as const;
export type EikenInterviewGrade = (typeof EIKEN_INTERVIEW_GRADES)[number];

/** Per grade: the passage's length in words and the numbered questions (the real tests' shapes). */
export const INTERVIEW_SHAPE: Record<EikenInterviewGrade, { words: [number, number]; questions: number }> = {
  "5": { words: [12, 35], questions: 3 },
  "4": { words: [15, 40], questions: 4 },
  "3": { words: [20, 45], questions: 5 },
  "pre-2": { words: [40, 65], questions: 5 },
  "pre-2-plus": { words: [50, 80], questions: 4 },
  "2": { words: [50, 80], questions: 4 },
};

const English = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\x20-\x7e]+$/, "plain ASCII English only (straight quotes, no dashes or curly quotes)");
const Japanese = (max: number) => z.string().trim().min(1).max(max);

/** What a question is about: the passage, a picture (A, B), the story panels, an opinion or the student. */
export const INTERVIEW_PARTS = [
  "passage",
  "picture",
  "picture_a",
  "picture_b",
  "story",
  "opinion",
  "personal",
] as const;

export const InterviewQuestionSchema = z.strictObject({
  no: z.number().int().min(1).max(6),
  part: z.enum(INTERVIEW_PARTS),
  /** the examiner turns the card over before this question (and the card is hidden from then on) */
  after_turn: z.boolean().default(false),
  examiner: English(300),
  examiner_ja: Japanese(300),
  /** silent preparation before answering (the grade 2 story: 20 s) */
  prep_seconds: z.number().int().min(0).max(30).default(0),
  answer_seconds: z.number().int().min(5).max(90),
  /** the examiner's follow-up after a Yes or a No (the last personal question) */
  follow_up: z
    .strictObject({
      if: z.enum(["yes", "no", "any"]),
      examiner: English(300),
      examiner_ja: Japanese(300),
    })
    .optional(),
  model_answers: z.array(English(500)).min(2).max(4),
  open_answer: OpenAnswerSchema,
  /** the form the answer must take, scored beside the content (a point of content each one failed) */
  checks: z.array(z.enum(FORM_CHECKS)).max(3).optional(),
  /** answers the rubric must accept in full (typed and as recognised) and answers it must not */
  tests: z.strictObject({
    valid: z.array(English(500)).min(3).max(8),
    off_topic: z.array(z.string().max(500)).min(2).max(8),
  }),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestionSchema>;

export const InterviewCardSchema = z.strictObject({
  grade: z.enum(EIKEN_INTERVIEW_GRADES),
  card_id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,40}$/, "card_id: a-z, 0-9 and -"),
  /** the passage's title (read aloud first) */
  title: English(80),
  title_ja: Japanese(80),
  passage: English(700),
  passage_ja: Japanese(700),
  pictures: z
    .array(
      z.strictObject({
        file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, "an .svg file in the card's folder"),
        /** main (one picture), A / B (pre-2), 1-3 (the story's panels) */
        label: z.enum(["main", "A", "B", "1", "2", "3"]),
        alt_ja: Japanese(200),
        alt_en: English(200),
      }),
    )
    .min(1)
    .max(3),
  /** grade 2 and pre-2 plus: the sentence the story must begin with */
  story_opening: English(200).optional(),
  /** the examiner's lines before the card (greeting, name, small talk): not scored */
  small_talk: z
    .array(z.strictObject({ examiner: English(300), examiner_ja: Japanese(300) }))
    .min(1)
    .max(5),
  questions: z.array(InterviewQuestionSchema).min(3).max(5),
});
export type InterviewCard = z.infer<typeof InterviewCardSchema>;

/** A loaded card with its folder's pictures. */
export interface LoadedCard {
  card: InterviewCard;
  file: string;
  assetDir: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const asRecognised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,?!]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The test answers a question's rubric gets wrong: a valid one without full content marks, or an
 * off-topic one with them (each typed and as the recogniser would give it).
 */
export function rubricMisses(q: InterviewQuestion): string[] {
  const rubric = q.open_answer as OpenAnswer;
  const out: string[] = [];
  const judge = (text: string, wantFull: boolean, label: string) => {
    for (const variant of [text, asRecognised(text)]) {
      const score = contentScore(matchElements(variant, rubric), rubric);
      if ((score === 5) !== wantFull) out.push(`${label} "${variant}" scores ${score}`);
    }
  };
  for (const t of q.tests.valid) judge(t, true, "valid answer");
  for (const t of q.tests.off_topic) judge(t, false, "off-topic answer");
  for (const t of q.model_answers) judge(t, true, "model answer");
  return out;
}

/**
 * Reads every card under content/eiken/interview: schema, grade folder, the grade's passage length and
 * question count, numbered questions, pictures present, and rubrics that accept the valid test answers
 * and model answers (with WordNet synonyms, as the build stores them) and refuse the off-topic ones.
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the cards (by grade, then file name) and the errors
 */
export async function loadEikenInterviews(
  contentDir: string,
  repoRoot: string,
): Promise<{ cards: LoadedCard[]; errors: ContentError[] }> {
  const root = join(contentDir, "eiken", "interview");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { cards: [], errors: [] };
  const errors: ContentError[] = [];
  const cards: LoadedCard[] = [];
  const ids = new Set<string>();
  for (const grade of EIKEN_INTERVIEW_GRADES) {
    const dir = join(root, `grade-${grade}`);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".yaml")).sort();
    for (const name of names) {
      const path = join(dir, name);
      const read = await readYaml(repoRoot, path, InterviewCardSchema);
      errors.push(...read.errors);
      if (!read.data || !read.source) continue;
      const source = read.source;
      const card = read.data;
      const shape = INTERVIEW_SHAPE[grade];
      if (card.grade !== grade) errors.push(source.error(["grade"], `grade must be "${grade}" (its folder)`));
      if (`${card.card_id}.yaml` !== name)
        errors.push(
          source.error(["card_id"], `card_id must be the file's name (${name.replace(/\.yaml$/, "")})`),
        );
      if (ids.has(card.card_id))
        errors.push(source.error(["card_id"], `card_id ${card.card_id} is used twice`));
      ids.add(card.card_id);
      const n = words(card.passage);
      if (n < shape.words[0] || n > shape.words[1])
        errors.push(
          source.error(
            ["passage"],
            `a grade ${grade} passage has ${shape.words[0]}-${shape.words[1]} words, not ${n}`,
          ),
        );
      if (card.questions.length !== shape.questions)
        errors.push(
          source.error(
            ["questions"],
            `grade ${grade} asks ${shape.questions} questions, not ${card.questions.length}`,
          ),
        );
      card.questions.forEach((q, i) => {
        if (q.no !== i + 1)
          errors.push(source.error(["questions", i, "no"], `questions are numbered 1, 2, … (${i + 1})`));
      });
      const assetDir = join(dir, card.card_id);
      const assets = new Set(await listAssets(assetDir));
      card.pictures.forEach((p, i) => {
        if (!assets.has(p.file))
          errors.push(source.error(["pictures", i, "file"], `${p.file} is not in ${card.card_id}/`));
      });
      // The build stores rubrics with WordNet synonyms; judge the test answers against the same.
      const expanded = JSON.parse(JSON.stringify(card)) as InterviewCard;
      expandWithWordNet(expanded as unknown as Record<string, unknown>);
      expanded.questions.forEach((q, i) => {
        const parsed = { ...q, open_answer: OpenAnswerSchema.parse(q.open_answer) };
        for (const miss of rubricMisses(parsed))
          errors.push(source.error(["questions", i, "tests"], `No.${q.no}: ${miss}`));
      });
      cards.push({ card, file: path, assetDir });
    }
  }
  return { cards, errors };
}

/**
 * A card as the build writes it (rubrics with synonyms, without the test answers) and its pictures' bytes.
 * @param loaded - the loaded card
 * @returns the JSON and the pictures
 */
export async function builtCard(
  loaded: LoadedCard,
): Promise<{ json: InterviewCard; pictures: [string, Buffer][] }> {
  const json = JSON.parse(JSON.stringify(loaded.card)) as InterviewCard;
  expandWithWordNet(json as unknown as Record<string, unknown>);
  // the test answers check the rubric in the build; students never need them
  for (const q of json.questions) delete (q as Partial<InterviewQuestion>).tests;
  const pictures: [string, Buffer][] = [];
  for (const p of loaded.card.pictures)
    pictures.push([p.file, await readFile(join(loaded.assetDir, p.file))]);
  return { json, pictures };
}
