import type {
  AiCourseSummary,
  AiLessonItem,
  AiLogItem,
  AiMasteryLabel,
  AiStageKind,
  AiStageStatus,
  AiVideoSlide,
} from "@hibiki/contracts";
import { render } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

/** A success envelope. */
export const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
/** An error envelope with its error key. */
export const fail = (status: number, message: string, key: string | null) =>
  json(status, { code: status, message, data: key ? { error_key: key } : null });

type Handler = (body: Record<string, unknown> | undefined, search: URLSearchParams) => Response;
/** One request the fake server saw. */
export type SeenRequest = {
  path: string;
  body: Record<string, unknown> | undefined;
  search: URLSearchParams;
};

/**
 * Stubs fetch with answers per /v3 path; records every request.
 * @param routes - path → answer
 * @returns the requests, in order
 */
export function serve(routes: Record<string, Handler>): SeenRequest[] {
  const requests: SeenRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const raw = init?.body;
    const body =
      typeof raw === "string"
        ? (JSON.parse(raw) as Record<string, unknown>)
        : raw instanceof URLSearchParams
          ? Object.fromEntries(raw)
          : undefined;
    requests.push({ path: url.pathname, body, search: url.searchParams });
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(body, url.searchParams);
  });
  return requests;
}

/**
 * Renders one page at a URL in the app's providers (any other path shows "elsewhere").
 * @param url - the start URL
 * @param element - the page
 * @param path - its route path
 * @returns the router
 */
export function renderAt(url: string, element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const STAGES: AiStageKind[] = ["video", "explanation", "review", "consolidation"];

/**
 * A lesson's four stages, the first `done` of them done.
 * @param done - how many are done
 * @returns the stages
 */
export const stages = (done = 0): AiStageStatus[] =>
  STAGES.map((stage, i) => ({
    stage,
    done: i < done,
    done_at: i < done ? "2026-12-01T01:00:00Z" : null,
    score: i < done && i > 0 ? 80 : null,
    best_score: i < done && i > 0 ? 80 : null,
  }));

/** A course summary. */
export const course = (over: Partial<AiCourseSummary> = {}): AiCourseSummary => ({
  course_id: "jh1",
  title_ja: "中学1年",
  title_en: "Junior high year 1",
  level: "A1",
  color: "#4a7c9b",
  lesson_count: 8,
  lessons_done: 1,
  stages_done: 6,
  mastery: { unlearned: 5, learned: 1, mastered: 1, needs_review: 1 },
  last_test_score: null,
  next_lesson_id: "jh1-02-verb-present",
  ...over,
});

/**
 * A point's mastery for a lesson.
 * @param label - the label
 * @param p - the probability
 * @returns the mastery with names
 */
export const pointMastery = (label: AiMasteryLabel = "learned", p = 0.5) => ({
  p,
  label,
  answers: label === "unlearned" ? 0 : 4,
  point: "be-present",
  name_ja: "be動詞（am / are / is）",
  name_en: "be-verbs: am, are, is",
  lesson_id: "jh1-01-be-present",
});

/** A lesson of the list. */
export const lesson = (over: Partial<AiLessonItem> = {}): AiLessonItem => ({
  lesson_id: "jh1-01-be-present",
  course_id: "jh1",
  nn: "01",
  point: "be-present",
  title_ja: "be動詞（am / are / is）",
  title_en: "Be-verbs: am, are, is",
  goal_ja: "主語に合わせて am / are / is を使い分けられる。",
  stages: stages(0),
  done: false,
  mastery: pointMastery("unlearned", 0.2),
  review_res_code: "ai-jh1-01-be-present-review",
  consolidation_res_code: "ai-jh1-01-be-present-consolidation",
  ...over,
});

/** Two slides: the first with two narration lines and two examples, the second with one line and none. */
export const slides: AiVideoSlide[] = [
  {
    heading_ja: "「〜です」は be動詞",
    body_ja: "主語によって形が変わります。",
    examples: [
      { en: "I am Ken.", ja: "私はケンです。", highlight: "am" },
      { en: "You are kind.", ja: "あなたは親切です。", highlight: "are" },
    ],
    narration: [
      { cue_id: "s1-n1", en: "Use am after I.", ja: "I のあとは am。" },
      { cue_id: "s1-n2", en: "Use are after you.", ja: "you のあとは are。" },
    ],
  },
  {
    heading_ja: "まとめ",
    body_ja: "I → am、you → are、he / she → is。",
    examples: [],
    narration: [
      { cue_id: "s2-n1", en: "Now you know the three forms.", ja: "これで3つの形がわかりました。" },
    ],
  },
];

/** A lesson's part (exercise/part) with the slides above and two explanation points. */
export const part = (over: Record<string, unknown> = {}) => ({
  lesson: lesson(),
  course_title_ja: "中学1年",
  course_title_en: "Junior high year 1",
  video: slides,
  explanation: [
    {
      heading_ja: "主語と be動詞",
      body_ja: "I → am、you → are。",
      examples: [{ en: "She is my sister.", ja: "彼女は私の姉です。", highlight: "is" }],
      check: {
        sentence: "They ___ in the gym.",
        options: ["am", "are", "is"],
        answer: 1,
        explain_ja: "They は複数なので are。",
      },
    },
    {
      heading_ja: "否定文",
      body_ja: "be動詞のあとに not。",
      examples: [{ en: "I am not sleepy.", ja: "私は眠くありません。", highlight: "am not" }],
      check: {
        sentence: "He ___ not busy.",
        options: ["is", "are"],
        answer: 0,
        explain_ja: "He は単数なので is。",
      },
    },
  ],
  review: { res_code: "ai-jh1-01-be-present-review", item_count: 7 },
  consolidation: { res_code: "ai-jh1-01-be-present-consolidation", item_count: 7 },
  prev_lesson_id: null,
  next_lesson_id: "jh1-02-verb-present",
  version: "abc123",
  ...over,
});

/**
 * A stage submit's answer.
 * @param stage - the stage
 * @param done - how many stages are done after it
 * @param extra - more fields (checks, attempt)
 * @returns the data
 */
export const stageSubmit = (stage: AiStageKind, done: number, extra: Record<string, unknown> = {}) => ({
  lesson_id: "jh1-01-be-present",
  stage,
  score: stage === "video" ? null : 80,
  stages: stages(done),
  next_stage: STAGES[done] ?? null,
  mastery:
    stage === "video"
      ? []
      : [
          {
            point: "be-present",
            name_ja: "be動詞（am / are / is）",
            name_en: "be-verbs: am, are, is",
            before: { p: 0.2, label: "unlearned", answers: 0 },
            after: { p: 0.71, label: "learned", answers: 7 },
          },
        ],
  ...extra,
});

/** An attempt's totals. */
export const attempt = (score = 71) => ({
  guid: "g-1",
  score,
  correct: 5,
  total: 7,
  submitted_at: "2026-12-01T02:00:00Z",
});

/** A log item. */
export const logItem = (over: Partial<AiLogItem> = {}): AiLogItem => ({
  question_id: "r1",
  type: "choice",
  point: "be-present",
  sentence: "I ___ a student.",
  options: ["am", "are", "is"],
  answer: "are",
  correct: false,
  score: 0,
  model_answer: "I am a student.",
  model_answer_ja: "私は生徒です。",
  explain_ja: "主語が I なので am。",
  ...over,
});
