import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";
import { WritingErrorTypeSchema } from "./writing.ts";

/**
 * AI speaking (issue 24 part 2; spec routes /ai-speaking/list, detail, result, history; the student's
 * `ai_chat` flag gates it). The student talks with a scripted partner through a scenario graph (content
 * `ai-speaking/`): the server keeps the session's current node and failed tries, matches each recognised
 * answer to one of the node's intents by meaning (`@hibiki/exercises/ai-speaking`), answers with the
 * intent's reply (or, when `HIBIKI_LLM_URL` is set, a generated reply kept inside the scenario) and the next
 * line, or with a repair line; after AI_SPEAKING_FAILED_TRIES failed tries on one node the partner moves on.
 * Each answer is scored for pronunciation (the kept scores of the take's evaluation, like every speaking
 * answer) and grammar (the writing checker on the recognised text); the session's task completion is the
 * share of its nodes answered with a matched intent.
 */

export const AI_SPEAKING_LEVELS = ["A1", "A2", "B1"] as const;
export const AiSpeakingLevelSchema = z.enum(AI_SPEAKING_LEVELS);
export type AiSpeakingLevel = z.infer<typeof AiSpeakingLevelSchema>;

export const AI_SPEAKING_TOPICS = [
  "self-introduction",
  "shopping",
  "directions",
  "school-life",
  "interview",
  "debate",
] as const;
export const AiSpeakingTopicSchema = z.enum(AI_SPEAKING_TOPICS);
export type AiSpeakingTopic = z.infer<typeof AiSpeakingTopicSchema>;

/** The offline voices of `/v3/tts/speak` a partner may use. */
export const AI_SPEAKING_VOICES = ["female1", "female2", "male1", "male2", "male3"] as const;
export const AiSpeakingVoiceSchema = z.enum(AI_SPEAKING_VOICES);
export type AiSpeakingVoice = z.infer<typeof AiSpeakingVoiceSchema>;

/** Failed tries on one node before the partner moves on (the first failures get a repair line). */
export const AI_SPEAKING_FAILED_TRIES = 2;
/** Longest recognised answer the turn call accepts (characters). */
export const AI_SPEAKING_TEXT_MAX = 500;
/** Past sessions of a scenario listed by detail (newest first). */
export const AI_SPEAKING_DETAIL_SESSIONS = 20;
/** What the partner says when it moves on after the failed tries (a variant is chosen per session). */
export const AI_SPEAKING_MOVE_ON_LINES = [
  "That's okay. Let's talk about something else.",
  "No problem. Let's move on.",
  "Don't worry about it. Let's keep going.",
] as const;
/** The Japanese of the move-on lines (one for all of them). */
export const AI_SPEAKING_MOVE_ON_JA = "大丈夫。次の話に進みましょう。";

/** The error keys of AI speaking (their Japanese messages below; the web shows its own by key). */
export const AI_SPEAKING_ERROR_KEYS = [
  "ai_chat_not_available",
  "ai_speaking_scenario_not_found",
  "ai_speaking_session_not_found",
  "ai_speaking_session_finished",
] as const satisfies readonly ErrorKey[];
export type AiSpeakingErrorKey = (typeof AI_SPEAKING_ERROR_KEYS)[number];

export const AI_SPEAKING_MESSAGES: Readonly<Record<AiSpeakingErrorKey, string>> = {
  ai_chat_not_available: "AIスピーキングはご利用いただけません。先生にお問い合わせください。",
  ai_speaking_scenario_not_found: "指定された会話シナリオが見つかりません。",
  ai_speaking_session_not_found: "指定された会話が見つかりません。",
  ai_speaking_session_finished: "この会話はすでに終了しています。新しく会話を始めてください。",
};

/** The conversation partner: name, role in Japanese (留学生, 店員, …) and the TTS voice of its lines. */
export const AiSpeakingPartnerSchema = z.object({
  name: z.string(),
  role_ja: z.string(),
  voice: AiSpeakingVoiceSchema,
});
export type AiSpeakingPartner = z.infer<typeof AiSpeakingPartnerSchema>;

/** A scenario as lists show it. */
export const AiSpeakingScenarioSchema = z.object({
  scenario_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  level: AiSpeakingLevelSchema,
  topic: AiSpeakingTopicSchema,
  partner: AiSpeakingPartnerSchema,
  goal_ja: z.string(),
  /** the student's answers on the shortest path from the start to the end */
  turn_count: z.number().int().positive(),
});
export type AiSpeakingScenario = z.infer<typeof AiSpeakingScenarioSchema>;

/** A scenario with the student's practice of it (scores in points 0-100; null before a finished session). */
export const AiSpeakingScenarioItemSchema = AiSpeakingScenarioSchema.extend({
  /** finished sessions */
  attempt_count: z.number().int().nonnegative(),
  best_score: z.number().int().min(0).max(100).nullable(),
  last_score: z.number().int().min(0).max(100).nullable(),
  last_played_at: IsoDate.nullable(),
});
export type AiSpeakingScenarioItem = z.infer<typeof AiSpeakingScenarioItemSchema>;

/** The partner's line the student answers next (the variant the server chose for this session). */
export const AiSpeakingPartnerTurnSchema = z.object({
  node_id: z.string(),
  say: z.string(),
  say_ja: z.string(),
  voice: AiSpeakingVoiceSchema,
  /** a model answer, for a hint button */
  hint: z.string(),
  hint_ja: z.string(),
});
export type AiSpeakingPartnerTurn = z.infer<typeof AiSpeakingPartnerTurnSchema>;

/**
 * One grammar correction of a recognised answer (the writing checker's finding): `start`/`end` index the
 * flagged span in the recognised text (UTF-16, end exclusive); `suggestion` replaces it ("" = delete it).
 */
export const AiSpeakingCorrectionSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  original: z.string(),
  suggestion: z.string(),
  explanation_ja: z.string(),
  type: WritingErrorTypeSchema,
});
export type AiSpeakingCorrection = z.infer<typeof AiSpeakingCorrectionSchema>;

export const AI_SPEAKING_OUTCOMES = ["matched", "repair", "moved_on"] as const;
export const AiSpeakingOutcomeSchema = z.enum(AI_SPEAKING_OUTCOMES);
export type AiSpeakingOutcome = z.infer<typeof AiSpeakingOutcomeSchema>;

/** Who wrote the partner's reply: the scenario's script, or the language model (kept inside the scenario). */
export const AiSpeakingReplySourceSchema = z.enum(["script", "llm"]);

/** A session as lists show it (scores in points 0-100, null until it is finished). */
export const AiSpeakingSessionSummarySchema = z.object({
  session_id: z.number().int(),
  scenario_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  level: AiSpeakingLevelSchema,
  status: z.enum(["active", "finished"]),
  started_at: IsoDate,
  finished_at: IsoDate.nullable(),
  /** nodes answered (matched or moved on) */
  turns: z.number().int().nonnegative(),
  matched_turns: z.number().int().nonnegative(),
  total_score: z.number().int().min(0).max(100).nullable(),
});
export type AiSpeakingSessionSummary = z.infer<typeof AiSpeakingSessionSummarySchema>;

export const aiSpeakingList = defineCall({
  method: "GET",
  path: "/v3/ai-speaking/list",
  auth: "student",
  data: z.object({
    /** by level (A1, A2, B1), then scenario id */
    list: z.array(AiSpeakingScenarioItemSchema),
  }),
});

const ScenarioIdSchema = z
  .string({ error: "scenario_id must be text" })
  .trim()
  .min(1, "scenario_id is required")
  .max(100, "scenario_id is too long");

export const aiSpeakingDetail = defineCall({
  method: "GET",
  path: "/v3/ai-speaking/detail",
  auth: "student",
  query: z.object({ scenario_id: ScenarioIdSchema }),
  data: z.object({
    scenario: AiSpeakingScenarioItemSchema,
    /** newest first, at most AI_SPEAKING_DETAIL_SESSIONS */
    sessions: z.array(AiSpeakingSessionSummarySchema),
  }),
});

export const aiSpeakingStart = defineCall({
  method: "POST",
  path: "/v3/ai-speaking/start",
  auth: "student",
  body: z.object({ scenario_id: ScenarioIdSchema }),
  data: z.object({
    session_id: z.number().int(),
    scenario: AiSpeakingScenarioSchema,
    turn: AiSpeakingPartnerTurnSchema,
  }),
});

/** One answer: what the recogniser heard, and the take's upload and evaluation when there was a recording. */
export const AiSpeakingTurnBodySchema = z.object({
  session_id: DbId,
  /** the recognised text ("" when nothing was recognised: counts as a failed try) */
  recognize_text: z
    .string({ error: "recognize_text must be text" })
    .trim()
    .max(AI_SPEAKING_TEXT_MAX, `recognize_text is too long (at most ${AI_SPEAKING_TEXT_MAX} characters)`)
    .default(""),
  /** the signed evaluation URL the speech socket answered (`/v3/files/eval/<sid>.xml?sig=…`) */
  evaluate_result: z.string().trim().max(500, "evaluate_result is too long").optional(),
  /** data.file of the mp3 upload: `/v3/files/rec/<id>.mp3?sig=…` */
  sound_file: z.string().trim().max(500, "sound_file is too long").optional(),
  record_duration: z.coerce.number().min(0).max(600).default(0),
});
export type AiSpeakingTurnBody = z.input<typeof AiSpeakingTurnBodySchema>;

/** Feedback on one answer. */
export const AiSpeakingFeedbackSchema = z.object({
  grammar: z.array(AiSpeakingCorrectionSchema),
  /** 0-100 from the writing checker's findings (100 = none) */
  grammar_score: z.number().int().min(0).max(100),
  /** 0-100 from the take's evaluation; null without a recording or evaluation */
  pronunciation_score: z.number().int().min(0).max(100).nullable(),
  model_answer: z.string(),
  model_answer_ja: z.string(),
});
export type AiSpeakingFeedback = z.infer<typeof AiSpeakingFeedbackSchema>;

export const aiSpeakingTurn = defineCall({
  method: "POST",
  path: "/v3/ai-speaking/turn",
  auth: "student",
  body: AiSpeakingTurnBodySchema,
  data: z.object({
    outcome: AiSpeakingOutcomeSchema,
    /** the intent the answer matched (null for repair and moved_on) */
    intent_id: z.string().nullable(),
    /** what the partner says first: the intent's reply, the repair line, or the move-on line */
    reply: z.object({
      text: z.string(),
      /** the scripted line's Japanese ("" for a generated reply) */
      text_ja: z.string(),
      voice: AiSpeakingVoiceSchema,
      source: AiSpeakingReplySourceSchema,
    }),
    /** the next line to answer; null when the conversation has ended (then `closing` is set) */
    next: AiSpeakingPartnerTurnSchema.nullable(),
    /** the partner's closing line when the conversation has ended, else null */
    closing: z.string().nullable(),
    closing_ja: z.string().nullable(),
    /** tries left on the current node after a repair (0 otherwise) */
    tries_left: z.number().int().nonnegative(),
    feedback: AiSpeakingFeedbackSchema,
  }),
});

export const aiSpeakingFinish = defineCall({
  method: "POST",
  path: "/v3/ai-speaking/finish",
  auth: "student",
  body: z.object({ session_id: DbId }),
  /** finishing twice answers the same result; a session may be finished before its end (scored as it is) */
  data: z.object({ session_id: z.number().int(), total_score: z.number().int().min(0).max(100) }),
});

/** One answer of the transcript, with the line it answered and what followed. */
export const AiSpeakingTranscriptEntrySchema = z.object({
  index: z.number().int().positive(),
  node_id: z.string(),
  partner: z.object({ text: z.string(), text_ja: z.string(), voice: AiSpeakingVoiceSchema }),
  recognize_text: z.string(),
  /** the recording to replay ("" without one) */
  sound_file: z.string(),
  outcome: AiSpeakingOutcomeSchema,
  reply: z.string(),
  reply_ja: z.string(),
  grammar: z.array(AiSpeakingCorrectionSchema),
  grammar_score: z.number().int().min(0).max(100),
  pronunciation_score: z.number().int().min(0).max(100).nullable(),
  model_answer: z.string(),
  model_answer_ja: z.string(),
});
export type AiSpeakingTranscriptEntry = z.infer<typeof AiSpeakingTranscriptEntrySchema>;

/** A session's scores in points 0-100 (pronunciation null when no answer had an evaluation). */
export const AiSpeakingScoresSchema = z.object({
  pronunciation: z.number().int().min(0).max(100).nullable(),
  grammar: z.number().int().min(0).max(100),
  /** matched nodes / answered nodes (at least the scenario's turn count) */
  task_completion: z.number().int().min(0).max(100),
  total: z.number().int().min(0).max(100),
});
export type AiSpeakingScores = z.infer<typeof AiSpeakingScoresSchema>;

export const aiSpeakingResult = defineCall({
  method: "GET",
  path: "/v3/ai-speaking/result",
  auth: "student",
  query: z.object({ session_id: DbId }),
  data: z.object({
    session: AiSpeakingSessionSummarySchema,
    scenario: AiSpeakingScenarioSchema,
    /** every try in order (a repaired node appears once per try) */
    transcript: z.array(AiSpeakingTranscriptEntrySchema),
    /** the partner's closing line when the conversation reached its end */
    closing: z.string().nullable(),
    closing_ja: z.string().nullable(),
    /** null while the session is active (then the transcript so far is shown) */
    scores: AiSpeakingScoresSchema.nullable(),
  }),
});

export const aiSpeakingHistory = defineCall({
  method: "GET",
  path: "/v3/ai-speaking/history",
  auth: "student",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  data: z.object({
    /** finished sessions, newest first */
    list: z.array(AiSpeakingSessionSummarySchema.extend({ scores: AiSpeakingScoresSchema })),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
