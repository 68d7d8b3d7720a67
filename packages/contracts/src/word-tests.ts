import { z } from "zod";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";

/**
 * Word tests (issue 7). A teacher creates a word test for a class from a word list resource (a
 * word-choice resource of the catalogue: each item's screen_en_text is the word, mean its meaning) with
 * a period. The student takes it once: answers one item at a time (server-scored), leaving midway
 * (abort-word-exam) gives 0 points, and an answer after the period ends is HTTP 423 with
 * error_key word_exam_time_end_tips. Wrongly answered items are practised again in wrong-topic mode
 * until all are right.
 *
 * Word-test types (spec "word-test types 1-5"):
 * 1 word choice, English → Japanese meaning; 2 word choice, Japanese → English word;
 * 3 Japanese-to-English typing; 4 word reading (speech-scored); 5 mixed (1-3 in turn).
 */
export const WORD_TEST_TYPES = [1, 2, 3, 4, 5] as const;
export const WordTestTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type WordTestType = z.infer<typeof WordTestTypeSchema>;

const Id = DbId;

/** not_started: before start_at; open: within the period; ended: after end_at. */
export const WordTestPeriodStateSchema = z.enum(["not_started", "open", "ended"]);
/** The student's own state: not_taken, in_progress (answering), finished, aborted (0 points). */
export const WordTestExamStateSchema = z.enum(["not_taken", "in_progress", "finished", "aborted"]);

export const WordQuizTaskSchema = z.object({
  task_id: z.number().int(),
  title: z.string(),
  test_type: WordTestTypeSchema,
  teacher_name: z.string(),
  class_name: z.string(),
  start_at: IsoDate,
  end_at: IsoDate,
  period_state: WordTestPeriodStateSchema,
  exam_state: WordTestExamStateSchema,
  word_count: z.number().int(),
  /** items answered so far */
  answered: z.number().int(),
  correct: z.number().int(),
  /** 0-100: correct / word_count; 0 when aborted */
  score: z.number().min(0),
  /**
   * words still to practise in wrong-topic mode: once the exam is over, words answered wrong or not at all
   * (an abandoned test leaves its unanswered words), not yet answered right there
   */
  wrong_remaining: z.number().int(),
  /**
   * why an aborted exam ended: left (the student left it midway: the leave button, or no answer for
   * WORD_EXAM_IDLE_MINUTES), reopened (opened again midway); null otherwise
   */
  end_reason: z.enum(["left", "reopened"]).nullable(),
});
export type WordQuizTask = z.infer<typeof WordQuizTaskSchema>;

/** Minutes without an answer after which an exam in progress counts as left midway (0 points). */
export const WORD_EXAM_IDLE_MINUTES = 10;
export const wordQuizTasks = defineCall({
  method: "GET",
  path: "/v3/word-quiz/word-quiz-tasks",
  auth: "student",
  data: z.object({ items: z.array(WordQuizTaskSchema) }),
});

/** One word as listed (after the test ends or after answering it, with the student's outcome). */
export const WordQuizTopicSchema = z.object({
  question_id: z.string(),
  index: z.number().int(),
  word: z.string(),
  mean: z.string(),
  /** null = not answered yet */
  is_right: Flag.nullable(),
  /** the student's answer (chosen text or typed word) */
  answer_text: z.string().nullable(),
});
export const wordQuizTopics = defineCall({
  method: "GET",
  path: "/v3/word-quiz/word-quiz-topics",
  auth: "student",
  query: z.object({ task_id: Id }),
  data: z.object({ task: WordQuizTaskSchema, items: z.array(WordQuizTopicSchema) }),
});

/**
 * A playable item. Correct answers are NOT included (the server scores); for reading items the model
 * audio is given as audio_url.
 */
export const WordQuizItemSchema = z.object({
  question_id: z.string(),
  index: z.number().int(),
  test_type: z.enum(["choose", "typing", "reading"]),
  /** the prompt: a Japanese meaning (choose ja→en, typing) or an English word (choose en→ja, reading) */
  screen_text: z.string(),
  /** choose items: options by index */
  options: z.array(z.object({ index: z.number().int(), content: z.string() })),
  audio_url: z.string(),
});
export type WordQuizItem = z.infer<typeof WordQuizItemSchema>;
export const WordQuizResourceSchema = z.object({
  task: WordQuizTaskSchema,
  /** items still to answer (test mode) or still wrong (wrong-topic mode) */
  items: z.array(WordQuizItemSchema),
  /** seconds until end_at (0 when ended) */
  seconds_left: z.number().int().min(0),
});
/** Starts (or resumes) the test: 423 word_exam_time_end_tips after the period, 400 before it or when done. */
export const wordQuizResource = defineCall({
  method: "GET",
  path: "/v3/word-quiz/word-quiz-resource",
  auth: "student",
  query: z.object({ task_id: Id }),
  data: WordQuizResourceSchema,
});

/**
 * Finished or abandoned word tests with words to practise (answered wrong or not at all); each word's
 * is_right is 1 once practice got it right, answer_text is the test's answer (null: unanswered).
 */
export const wordQuizWrongTopicList = defineCall({
  method: "GET",
  path: "/v3/word-quiz/wrong-topic-list",
  auth: "student",
  data: z.object({
    items: z.array(
      z.object({
        task_id: z.number().int(),
        title: z.string(),
        wrong_total: z.number().int(),
        wrong_remaining: z.number().int(),
        words: z.array(WordQuizTopicSchema),
      }),
    ),
  }),
});

/** Items of a finished or abandoned test still to practise (wrong or unanswered in the test, not yet answered right in wrong-topic mode); empty = all right. */
export const wordQuizWrongTopicResource = defineCall({
  method: "GET",
  path: "/v3/word-quiz/wrong-topic-resource",
  auth: "student",
  query: z.object({ task_id: Id }),
  data: WordQuizResourceSchema,
});

export const WordQuizAnswerBodySchema = z.object({
  task_id: Id,
  question_id: z.string().trim().min(1).max(100),
  /** "exam": the one scored attempt; "wrong": wrong-topic practice (never changes the score) */
  mode: z.enum(["exam", "wrong"]).default("exam"),
  /** choose: the option index; typing: the typed word */
  answer_result: z.string().trim().max(200).optional(),
  /** reading items in iFlytek mode only: the cloud's 0-100 score (else the server's evaluation decides) */
  percent_score: z.coerce.number().min(0).max(100).optional(),
  sound_file: z.string().max(2000).optional(),
  /** reading items: the evaluation the speech socket kept (its data.evaluate_result), whose score counts */
  evaluate_result: z.string().max(500).optional(),
});
export type WordQuizAnswerBody = z.input<typeof WordQuizAnswerBodySchema>;
export const wordQuizAnswer = defineCall({
  method: "POST",
  path: "/v3/word-quiz/word-quiz-answer",
  auth: "student",
  body: WordQuizAnswerBodySchema,
  data: z.object({
    question_id: z.string(),
    is_right: Flag,
    /** the right answer's text, shown after a wrong answer */
    correct_answer: z.string(),
    answered: z.number().int(),
    correct: z.number().int(),
    word_count: z.number().int(),
    /** 1 when this answer completed the test (or, in wrong mode, cleared every wrong item) */
    finished: Flag,
    score: z.number().min(0),
    wrong_remaining: z.number().int(),
  }),
});

/** Leave the exam midway: it is finished with 0 points (one attempt only). 423 after the period. */
export const wordQuizAbortExam = defineCall({
  method: "POST",
  path: "/v3/word-quiz/abort-word-exam",
  auth: "student",
  body: z.object({ task_id: Id }),
  data: z.object({ task_id: z.number().int(), score: z.number() }),
});

// ---------- teacher side ----------

export const WordTestCreateBodySchema = z
  .object({
    class_id: Id,
    title: z.string().trim().min(1).max(100),
    test_type: z.coerce.number().pipe(WordTestTypeSchema),
    /** a word list resource (word-choice kind) of the catalogue */
    res_code: z.string().trim().min(1).max(100),
    /** optional subset "wc01,wc03"; empty = every word */
    question_ids: z.string().max(5000).default(""),
    start_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
  })
  .refine((b) => Date.parse(b.end_at) > Date.parse(b.start_at), {
    message: "end_at must be after start_at",
    path: ["end_at"],
  });
export type WordTestCreateBody = z.input<typeof WordTestCreateBodySchema>;
export const teacherWordTestCreate = defineCall({
  method: "POST",
  path: "/v3/teacher/word-test-create",
  auth: "teacher",
  body: WordTestCreateBodySchema,
  data: z.object({ task_id: z.number().int(), word_count: z.number().int() }),
});

export const TeacherWordTestRowSchema = z.object({
  task_id: z.number().int(),
  title: z.string(),
  test_type: WordTestTypeSchema,
  class_id: z.number().int(),
  class_name: z.string(),
  res_code: z.string(),
  start_at: IsoDate,
  end_at: IsoDate,
  period_state: WordTestPeriodStateSchema,
  word_count: z.number().int(),
  student_count: z.number().int(),
  finished_count: z.number().int(),
  average_score: z.number(),
});
export const teacherWordTestList = defineCall({
  method: "GET",
  path: "/v3/teacher/word-test-list",
  auth: "teacher",
  query: z.object({ class_id: Id.optional() }),
  data: z.object({ items: z.array(TeacherWordTestRowSchema) }),
});

export const teacherWordTestResult = defineCall({
  method: "GET",
  path: "/v3/teacher/word-test-result",
  auth: "teacher",
  query: z.object({ task_id: Id }),
  data: z.object({
    task: TeacherWordTestRowSchema,
    students: z.array(
      z.object({
        student_id: z.number().int(),
        username: z.string(),
        nickname: z.string(),
        exam_state: WordTestExamStateSchema,
        answered: z.number().int(),
        correct: z.number().int(),
        score: z.number(),
        finished_at: IsoDate.nullable(),
        /** why an aborted exam ended (see WordQuizTask.end_reason); finished_at is when */
        end_reason: z.enum(["left", "reopened"]).nullable(),
        /** the student's own later end of the period (a retake), null when the class period applies */
        own_end_at: IsoDate.nullable(),
      }),
    ),
    /** per word: how many students got it right / answered it */
    words: z.array(
      z.object({
        question_id: z.string(),
        word: z.string(),
        mean: z.string(),
        right_count: z.number().int(),
        answered_count: z.number().int(),
      }),
    ),
  }),
});

/** Change a word test's title and period (the end must be after the start and in the future). */
export const WordTestUpdateBodySchema = z
  .object({
    task_id: Id,
    title: z.string().trim().min(1).max(100),
    start_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
  })
  .refine((b) => Date.parse(b.end_at) > Date.parse(b.start_at), {
    message: "end_at must be after start_at",
    path: ["end_at"],
  });
export const teacherWordTestUpdate = defineCall({
  method: "POST",
  path: "/v3/teacher/word-test-update",
  auth: "teacher",
  body: WordTestUpdateBodySchema,
  data: z.object({ task_id: z.number().int() }),
});

/**
 * Let one student (absent, or cut off midway) take the test again until end_at: their earlier exam is
 * set aside (kept in the change log) and they are told in /news.
 */
export const teacherWordTestRetake = defineCall({
  method: "POST",
  path: "/v3/teacher/word-test-retake",
  auth: "teacher",
  body: z.object({ task_id: Id, student_id: Id, end_at: z.iso.datetime({ offset: true }) }),
  data: z.object({ task_id: z.number().int(), student_id: z.number().int(), end_at: IsoDate }),
});

/** Withdraw a word test: it leaves every list and /news; the answers already given are kept. */
export const teacherWordTestWithdraw = defineCall({
  method: "POST",
  path: "/v3/teacher/word-test-withdraw",
  auth: "teacher",
  body: z.object({ task_id: Id }),
  data: z.null(),
});
