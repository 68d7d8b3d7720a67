import { ReadingComprehensionItemSchema } from "@hibiki/exercises";
import type { EbookSource } from "./ebook-schema.ts";
import type { ContentError } from "./errors.ts";
import type { YamlSource } from "./yaml-source.ts";

/**
 * A book's exercise as reading-comprehension items, so the textbook player plays it and records the
 * answers the usual way: passage → screen_text, passage_ja → screen_jp_text, each question a sub-question
 * `<question_id>-<n>` with its options.
 */

/** Item fields and the book.yaml fields they come from (for error positions). */
const ITEM_FIELDS: Record<string, string> = { screen_text: "passage", screen_jp_text: "passage_ja" };
const QUESTION_FIELDS: Record<string, string> = { screen_text: "question", screen_jp: "question_ja" };

/**
 * The reading-comprehension items of a book's exercise.
 * @param book - the parsed book
 * @returns the items, in the exercise's order
 */
export function exerciseItems(book: EbookSource): Record<string, unknown>[] {
  return book.exercise.map((e, i) => ({
    index: i,
    question_id: e.question_id,
    screen_text: e.passage,
    screen_jp_text: e.passage_ja,
    questions: e.questions.map((q, j) => ({
      index: j,
      question_id: `${e.question_id}-${j + 1}`,
      screen_text: q.question,
      screen_jp: q.question_ja,
      explanation: q.explanation,
      answers: q.answers.map((a, k) => ({ index: k, content: a.content, correct: a.correct })),
    })),
  }));
}

/** Maps a path inside the built items back to book.yaml's exercise. */
function toYaml(path: readonly PropertyKey[]): PropertyKey[] {
  const [i, field, j, sub, ...rest] = path;
  if (field === "questions" && typeof j === "number") {
    const name = typeof sub === "string" ? (QUESTION_FIELDS[sub] ?? sub) : sub;
    return ["exercise", i as number, "questions", j, ...(name === undefined ? [] : [name]), ...rest];
  }
  const name = typeof field === "string" ? (ITEM_FIELDS[field] ?? field) : field;
  return ["exercise", ...(i === undefined ? [] : [i]), ...(name === undefined ? [] : [name])];
}

/**
 * Checks the exercise: exactly one correct answer per question, unique question ids, distinct options,
 * and every built item valid for the reading-comprehension schema of the exercises package.
 * @param book - the parsed book
 * @param source - book.yaml, for positions
 * @returns the errors
 */
export function exerciseErrors(book: EbookSource, source: YamlSource): ContentError[] {
  const errors: ContentError[] = [];
  const ids = new Set<string>();
  book.exercise.forEach((e, i) => {
    if (ids.has(e.question_id))
      errors.push(source.error(["exercise", i, "question_id"], `question_id ${e.question_id} is used twice`));
    ids.add(e.question_id);
    e.questions.forEach((q, j) => {
      const at = ["exercise", i, "questions", j, "answers"];
      const correct = q.answers.filter((a) => a.correct).length;
      if (correct !== 1)
        errors.push(source.error(at, `exactly one answer is correct: true (this question has ${correct})`));
      const texts = q.answers.map((a) => a.content.trim().toLowerCase());
      if (new Set(texts).size !== texts.length)
        errors.push(source.error(at, "two answers have the same text"));
    });
  });
  exerciseItems(book).forEach((item, i) => {
    const parsed = ReadingComprehensionItemSchema.safeParse(item);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const path = toYaml([i, ...issue.path]);
      errors.push(source.error(path, `reading-comprehension item: ${issue.message}`));
    }
  });
  return errors;
}

/**
 * Advice on the exercise (not an error): passages that are not a run of the book's lines as written.
 * @param book - the parsed book
 * @returns one sentence per passage worth a look
 */
export function passageNotes(book: EbookSource): string[] {
  const plain = (t: string) => t.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
  const text = plain(book.pages.flatMap((p) => p.lines.map((l) => l.text)).join(" "));
  return book.exercise
    .filter((e) => !text.includes(plain(e.passage)))
    .map((e) => `exercise ${e.question_id}: its passage is not copied from consecutive lines of the book`);
}
