import { stringify } from "yaml";
import type { InterviewCard } from "./eiken-interview.ts";

// The Eiken interview as a playable resource: each card becomes a generated `mixed` resource, so the
// read-aloud is scored by the speech engine (read_chapter) and each numbered question by the open-answer
// evaluation with the card's rubric, answers are stored with the textbook calls and the result screen
// shows each answer's recording, recognised text, model answers and score. The examiner's lines are
// rendered in a male voice; the card itself (small talk, pictures, flow) is written beside it as card.json.

const GRADE_NAMES: Record<string, { ja: string; en: string }> = {
  "5": { ja: "5級", en: "Grade 5" },
  "4": { ja: "4級", en: "Grade 4" },
  "3": { ja: "3級", en: "Grade 3" },
  "pre-2": { ja: "準2級", en: "Grade Pre-2" },
  "pre-2-plus": { ja: "準2級プラス", en: "Grade Pre-2 Plus" },
  "2": { ja: "2級", en: "Grade 2" },
};

/** The generated resource's res_code. */
export function interviewResCode(cardId: string): string {
  return `eiken-interview-${cardId}`;
}

/** The examiner's voice (a male flite voice, apart from the passage's model reading). */
export const EXAMINER_VOICE = "kal16";

/**
 * The YAML of a card's resource: item `read` (the passage, title first) and items `q1`… (the numbered
 * questions with their rubric, model answers, preparation and answer time).
 * @param card - the validated card
 * @returns YAML text for loadResource
 */
export function interviewResourceYaml(card: InterviewCard): string {
  const name = GRADE_NAMES[card.grade] ?? { ja: card.grade, en: card.grade };
  const doc = {
    meta: {
      res_code: interviewResCode(card.card_id),
      kind: "mixed",
      res_title: `英検${name.ja} 面接 ${card.title_ja}`,
      res_title_en: `Eiken ${name.en} interview: ${card.title}`,
      res_level: `eiken-${card.grade}`,
      eiken_grade: card.grade,
      question_description: "面接官の指示にしたがって、パッセージを音読し、質問に英語で答えましょう。",
      option_random: 0,
      voice: EXAMINER_VOICE,
    },
    items: [
      {
        kind: "single-reading",
        question_id: "read",
        screen_en_text: `${card.title}. ${card.passage}`,
        screen_jp_text: `${card.title_ja}。${card.passage_ja}`,
        category: "read_chapter",
        record_max_time: 60,
      },
      ...card.questions.map((q) => ({
        kind: "quick-response",
        question_id: `q${q.no}`,
        audio_text: q.examiner,
        screen_en_text: q.examiner,
        screen_jp_text: q.examiner_ja,
        seconds: q.prep_seconds,
        record_max_time: q.answer_seconds,
        category: "free",
        evaluate_text: q.model_answers[0],
        sample_answer: q.model_answers[0],
        samples: q.model_answers.map((content) => ({ content })),
        // the form the answer must take (present progressive, past tense, two reasons, Yes/No first)
        open_answer: q.checks?.length ? { ...q.open_answer, checks: q.checks } : q.open_answer,
      })),
    ],
  };
  return stringify(doc, { lineWidth: 0 });
}
