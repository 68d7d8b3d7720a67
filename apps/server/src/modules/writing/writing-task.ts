import type { WritingTask, WritingTopic } from "@hibiki/contracts";
import { answerableItems, isWritingKind, locateItem } from "@hibiki/exercises";
import { DEFAULT_FREE_RANGE } from "../../writing/score/task-completion.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";

/** Limits of WritingTaskSchema (contracts), so content with larger figures still makes a valid task. */
const MAX_MIN_WORDS = 1000;
const MAX_MAX_WORDS = 2000;
const MAX_TEXT = 2000;

const clip = (s: string | undefined) => (s ? s.slice(0, MAX_TEXT) : undefined);

/**
 * The task of a writing topic (content/writing/*.yaml): its word range, its English prompt with its
 * main points, and sample[0].en_answer. A topic with min_words 0 has no minimum.
 * @param topic - the topic
 * @returns the task the checker scores against
 */
export function taskOfTopic(topic: WritingTopic): WritingTask {
  const prompt = [topic.topic, ...topic.main_points].join(" ");
  return {
    min_words: topic.min_words,
    max_words: Math.max(1, topic.max_words),
    prompt: clip(prompt) ?? "",
    sample: clip(topic.sample[0]?.en_answer),
    kind: topic.exam_kind ?? "free",
    ...(topic.questions ? { questions: topic.questions } : {}),
  };
}

type WritingItemFields = {
  topic?: string;
  screen_en_text?: string;
  content?: string;
  main_points?: string[];
  sample?: { en_answer: string }[];
  sample_answer?: string;
  min_words?: number;
  max_words?: number;
  exam_kind?: "opinion" | "email" | "summary";
  email_questions?: string[];
};

/**
 * The task of a textbook writing item (free, topic or listen writing): the item's word range and prompt
 * (topic, else its English screen text) and sample when the content has them; the free-writing range
 * (20-200 words) for a missing bound.
 * @param content - the content catalogue
 * @param resCode - the resource
 * @param questionId - the item
 * @returns the task, or undefined when the resource or item is unknown, not a writing item, or the
 *   catalogue cannot be read (the writing is then scored as free writing)
 */
export async function taskOfItem(
  content: ContentCatalog,
  resCode: string | undefined,
  questionId: string | undefined,
): Promise<WritingTask | undefined> {
  if (!resCode) return undefined;
  const found = await content.resource(resCode).catch(() => undefined);
  if (!found) return undefined;
  // A resource with a single writing item needs no question_id.
  const writingItems = answerableItems(found.resource).filter((l) => isWritingKind(l.kind));
  const located = questionId
    ? locateItem(found.resource, questionId)
    : writingItems.length === 1
      ? writingItems[0]
      : undefined;
  if (!located || !isWritingKind(located.kind)) return undefined;
  const item = located.item as WritingItemFields;
  const min = Math.min(MAX_MIN_WORDS, item.min_words ?? DEFAULT_FREE_RANGE.min_words);
  const max = Math.min(
    MAX_MAX_WORDS,
    Math.max(1, item.max_words ?? Math.max(DEFAULT_FREE_RANGE.max_words, min)),
  );
  const prompt = [item.topic ?? item.screen_en_text ?? "", ...(item.main_points ?? [])].join(" ").trim();
  return {
    min_words: Math.min(min, max),
    max_words: max,
    prompt: clip(prompt) ?? "",
    sample: clip(item.sample?.[0]?.en_answer ?? item.sample_answer),
    kind: item.exam_kind ?? "free",
    ...(item.exam_kind === "email" && item.email_questions
      ? { questions: item.email_questions.slice(0, 5) }
      : {}),
    ...(item.exam_kind === "summary"
      ? { source: item.content?.slice(0, 4000) ?? "", points: (item.main_points ?? []).slice(0, 6) }
      : {}),
  };
}
