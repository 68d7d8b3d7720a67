import { z } from "zod";

/** card.json beside an interview resource (content/src/eiken-interview.ts, without the test answers). */
export const InterviewCardSchema = z.object({
  grade: z.string(),
  card_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  passage: z.string(),
  passage_ja: z.string(),
  pictures: z
    .array(
      z.object({
        file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/),
        label: z.string(),
        alt_ja: z.string(),
        alt_en: z.string(),
      }),
    )
    .max(3),
  story_opening: z.string().optional(),
  small_talk: z.array(z.object({ examiner: z.string(), examiner_ja: z.string() })).max(5),
  questions: z
    .array(
      z.object({
        no: z.number().int(),
        after_turn: z.boolean(),
        examiner: z.string(),
        examiner_ja: z.string(),
        prep_seconds: z.number().int().min(0).max(60),
        answer_seconds: z.number().int().min(1).max(120),
        follow_up: z.object({ if: z.string(), examiner: z.string(), examiner_ja: z.string() }).optional(),
        model_answers: z.array(z.string()),
      }),
    )
    .min(1)
    .max(6),
});
export type InterviewCard = z.infer<typeof InterviewCardSchema>;

/** The silent reading before the read-aloud, as in the real test. */
export const SILENT_SECONDS = 20;

/** One step of the interview as the examiner leads it. */
export type InterviewStep =
  | { type: "talk"; text: string; ja: string }
  | { type: "silent"; text: string; ja: string; seconds: number }
  | { type: "read"; text: string; ja: string }
  | {
      type: "question";
      no: number;
      questionId: string;
      /** the examiner turns the card over first */
      turn: boolean;
      prepSeconds: number;
      answerSeconds: number;
      followUp: { text: string; ja: string } | null;
    }
  | { type: "end"; text: string; ja: string };

/**
 * The interview's steps from its card: the small talk (not scored), the card with 20 s of silent reading,
 * the read-aloud (title first), the numbered questions (the card turned over before the first one that
 * asks), the closing.
 * @param card - the card
 * @returns the steps in order
 */
export function interviewFlow(card: InterviewCard): InterviewStep[] {
  return [
    ...card.small_talk.map((l) => ({ type: "talk" as const, text: l.examiner, ja: l.examiner_ja })),
    {
      type: "silent",
      text: `First, please read the passage silently for ${SILENT_SECONDS} seconds.`,
      ja: `まず、パッセージを${SILENT_SECONDS}秒間、黙読してください。`,
      seconds: SILENT_SECONDS,
    },
    {
      type: "read",
      text: "All right. Please read the passage aloud. Please read the title first.",
      ja: "では、パッセージを声に出して読んでください。タイトルから読んでください。",
    },
    ...card.questions.map((q) => ({
      type: "question" as const,
      no: q.no,
      questionId: `q${q.no}`,
      turn: q.after_turn,
      prepSeconds: q.prep_seconds,
      answerSeconds: q.answer_seconds,
      followUp: q.follow_up ? { text: q.follow_up.examiner, ja: q.follow_up.examiner_ja } : null,
    })),
    {
      type: "end",
      text: "This is the end of the test. Could I have the card back, please? Thank you. You may go now.",
      ja: "これでテストは終わりです。カードを返してください。ありがとうございました。退室してください。",
    },
  ];
}

/** Whether the card is on the table at a step: from the silent reading until it is turned over. */
export function cardShown(steps: readonly InterviewStep[], at: number): boolean {
  const silent = steps.findIndex((s) => s.type === "silent");
  if (silent < 0 || at < silent) return false;
  const turned = steps.findIndex((s) => s.type === "question" && s.turn);
  return turned < 0 || at < turned;
}
