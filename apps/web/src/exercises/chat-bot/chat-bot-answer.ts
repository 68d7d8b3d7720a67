import {
  type AnswerOf,
  CHAT_BOT_MAX_TURNS,
  type ChatBotItem,
  type ChatBotTurn,
  ChatBotTurnSchema,
  CORRECT_SCORE,
  floor2,
  percentOfTotal,
} from "@hibiki/exercises";
import { sanitizeEvaluateHtml, wordsToHtml } from "../speaking/evaluate-html.ts";

/** The chat-bot answer as posted and stored. */
export type ChatBotAnswer = AnswerOf<"chat-bot">;

/**
 * The chat-bot payload of spec §7 for a finished conversation (one post for the one chat-bot item):
 * recognize_text (the replies, one per line), question_id (the item's), answer_result (the chosen option
 * of each turn), evaluate_html (the replies' words, sanitised), total_score=5 (percent 100), sound_file
 * (the last reply), record_duration (all replies, seconds) and the turns themselves.
 * @param item - the chat-bot item
 * @param turns - the answered bot questions, in order
 * @returns the answer to post
 */
export function buildChatBotAnswer(item: ChatBotItem, turns: readonly ChatBotTurn[]): ChatBotAnswer {
  const kept = turns.slice(0, CHAT_BOT_MAX_TURNS);
  const words = kept.flatMap((t) => t.recognize_text.split(/\s+/).filter(Boolean));
  const last = kept[kept.length - 1];
  const seconds = kept.reduce((sum, t) => sum + (t.record_duration ?? 0), 0);
  return {
    question_id: item.question_id,
    recognize_text: kept
      .map((t) => t.recognize_text)
      .join("\n")
      .slice(0, 5000),
    answer_result: kept.map((t) => t.answer_index),
    evaluate_html: sanitizeEvaluateHtml(wordsToHtml(words.map((text) => ({ text, mark: "ok" as const })))),
    total_score: CORRECT_SCORE,
    percent_score: percentOfTotal(CORRECT_SCORE),
    score: CORRECT_SCORE,
    ...(last?.sound_file ? { sound_file: last.sound_file } : {}),
    record_duration: floor2(seconds),
    turns: kept,
  };
}

/**
 * The turns of a stored answer, read safely: the answer comes back from the server (or an older client),
 * so every turn is validated and a malformed one is dropped instead of breaking the screen.
 * @param answer - the stored answer, if any
 * @returns the valid turns, in order
 */
export function turnsOf(answer: unknown): ChatBotTurn[] {
  const raw = answer && typeof answer === "object" ? (answer as { turns?: unknown }).turns : undefined;
  if (!Array.isArray(raw)) return [];
  const out: ChatBotTurn[] = [];
  for (const t of raw.slice(0, CHAT_BOT_MAX_TURNS)) {
    const parsed = ChatBotTurnSchema.safeParse(t);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** One line of the conversation: a bot question, or the student's reply to it. */
export type TranscriptLine =
  | { role: "bot"; key: string; question: ChatBotItem["question_items"][number] }
  | { role: "student"; key: string; turn: ChatBotTurn; option: string | undefined; questionIndex: number };

/**
 * The conversation as lines: each answered bot question followed by the student's reply (with the option
 * it matched), then the bot line still open (the current question or the closing line), when given.
 * @param item - the chat-bot item
 * @param turns - the answered questions
 * @param current - position of the bot line shown after the turns (omit for none)
 * @returns the lines in order
 */
export function transcriptOf(
  item: ChatBotItem,
  turns: readonly ChatBotTurn[],
  current?: number,
): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  turns.forEach((turn, i) => {
    const question = item.question_items.find((q) => q.question_id === turn.question_id);
    if (question) lines.push({ role: "bot", key: `b${i}`, question });
    lines.push({
      role: "student",
      key: `s${i}`,
      turn,
      option: question?.options[turn.answer_index]?.content,
      questionIndex: question?.index ?? -1,
    });
  });
  const open = current === undefined ? undefined : item.question_items[current];
  if (open) lines.push({ role: "bot", key: `b${turns.length}`, question: open });
  return lines;
}

/**
 * The bot line still on screen after the turns: while a question is being asked or answered, that
 * question; once the conversation has ended, the closing line (the last chosen option's child, which has
 * no options to answer), if any.
 * @param item - the chat-bot item
 * @param turns - the answered questions
 * @param phase - the machine's phase
 * @param question - the machine's current question position
 * @returns the position in question_items, or undefined for none
 */
export function openQuestionOf(
  item: ChatBotItem,
  turns: readonly ChatBotTurn[],
  phase: string,
  question: number,
): number | undefined {
  if (phase === "ready" || phase === "next") return undefined;
  if (phase !== "ended") return question;
  const last = turns[turns.length - 1];
  if (!last) return item.question_items[0]?.options.length === 0 ? 0 : undefined;
  const asked = item.question_items.find((q) => q.question_id === last.question_id);
  const child = asked?.options[last.answer_index]?.child_index;
  if (child == null) return undefined;
  const at = item.question_items.findIndex((q) => q.index === child);
  return at >= 0 && item.question_items[at]?.options.length === 0 ? at : undefined;
}
