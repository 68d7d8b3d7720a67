import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { grammarChoiceResource } from "@web/exercises/shell/test-fixtures.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clock, deadlineOf } from "../components/TestTimer.tsx";
import { attempt, logItem, ok, renderAt, serve } from "../test-fixtures.tsx";
import RecommendDetailsPage from "./RecommendDetailsPage.tsx";
import RecommendResultPage from "./RecommendResultPage.tsx";
import TestingDetailsPage from "./TestingDetailsPage.tsx";

const resource = grammarChoiceResource({ res_code: "ai-jh1-bank" });

/** resource-info of the bank filtered to q1, q2 (with an unfinished attempt when given). */
const info = (answerData: Record<string, unknown> | null = null, ids = ["q1", "q2"]) => ({
  res_code: "ai-jh1-bank",
  res_id: 70,
  res_title: "Test bank",
  res_type: "ai-study",
  res_version: 1,
  res_zip_url: "",
  res_level: "",
  root_path: "",
  part_title: "",
  question_ids: ids,
  kind: "grammar-choice",
  resource_url: "/res/ai-jh1-bank/1/resource.json",
  asset_base: "/res/ai-jh1-bank/1/",
  item_stats: [],
  answer_data: answerData,
});

const saved = (body: Record<string, unknown> | undefined) => {
  const item = JSON.parse(String(body?.item)) as { question_id: string };
  return ok({
    item: { ...item, answer_result: 0, score: 0, total_score: 0, percent_score: 0 },
    answer_data: { current_index: 0, guid: String(body?.guid), is_completed: 0, items: [] },
    stats: { question_id: item.question_id, learn_count: 1, best_score: 0 },
  });
};

const paperPoint = (point: string, correct: number) => ({
  point,
  name_ja: `項目 ${point}`,
  name_en: `Point ${point}`,
  lesson_id: `jh1-01-${point}`,
  correct,
  total: 2,
  mastery: { p: correct === 2 ? 0.96 : 0.3, label: correct === 2 ? "mastered" : "needs_review", answers: 4 },
});

describe("AI study papers in the exercise player (issue 24)", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    window.sessionStorage.clear();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("the weakness paper plays the bank filtered to its questions under the server's guid, then opens its result", async () => {
    const requests = serve({
      // an unfinished attempt of an older paper must not be resumed into this one
      "/v3/textbook/resource-info": () =>
        ok(info({ current_index: 1, guid: "old", is_completed: 0, items: [] })),
      "/res/ai-jh1-bank/1/resource.json": () => json(200, resource),
      "/v3/textbook/topic-answer-record": (body) => saved(body),
    });
    const router = renderAt(
      "/aistudy/recommend/details?course_id=jh1&res_code=ai-jh1-bank&question_ids=q1,q2&guid=w-9",
      <RecommendDetailsPage />,
      "/aistudy/recommend/details",
    );
    const shell = await screen.findByTestId("player-shell");
    expect(shell.dataset.guid).toBe("w-9");
    const infoCall = requests.find((r) => r.path === "/v3/textbook/resource-info");
    expect([infoCall?.search.get("res_code"), infoCall?.search.get("question_ids")]).toEqual([
      "ai-jh1-bank",
      "q1,q2",
    ]);
    for (const wrong of ["are", "is"]) {
      fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^${wrong}`) }));
      const next = await screen.findByTestId("player-next");
      // the shell drops a second press of Next within 100 ms (spec §9)
      await new Promise((r) => setTimeout(r, 120));
      fireEvent.click(next);
    }
    await waitFor(() => expect(router.state.location.pathname).toBe("/aistudy/recommend/result"));
    expect(router.state.location.search).toBe("?course_id=jh1&guid=w-9");
    const saves = requests.filter((r) => r.path === "/v3/textbook/topic-answer-record");
    expect(saves.map((s) => [s.body?.guid, s.body?.question_ids, s.body?.res_code])).toEqual([
      ["w-9", "q1,q2", "ai-jh1-bank"],
      ["w-9", "q1,q2", "ai-jh1-bank"],
    ]);
  });

  it("a weakness paper's address without its guid is refused before any call", async () => {
    const requests = serve({});
    renderAt(
      "/aistudy/recommend/details?course_id=jh1&res_code=ai-jh1-bank&question_ids=q1",
      <RecommendDetailsPage />,
      "/aistudy/recommend/details",
    );
    await screen.findByTestId("aist-bad-link");
    expect(requests).toEqual([]);
  });

  it("the weakness paper's result: submitted once, the score, mastery moved and each question", async () => {
    const requests = serve({
      "/v3/ai/course/recommend/submit": () =>
        ok({
          course_id: "jh1",
          attempt: attempt(50),
          mastery: [
            {
              point: "third-person-s",
              name_ja: "三人称単数現在の -s",
              name_en: "third-person -s",
              before: { p: 0.4, label: "needs_review", answers: 5 },
              after: { p: 0.3, label: "needs_review", answers: 7 },
            },
          ],
        }),
      "/v3/ai/course/recommend/logs": () =>
        ok({
          course_id: "jh1",
          res_code: "ai-jh1-bank",
          attempt: attempt(50),
          items: [logItem({ question_id: "03-r1" })],
        }),
    });
    renderAt(
      "/aistudy/recommend/result?course_id=jh1&guid=w-9",
      <RecommendResultPage />,
      "/aistudy/recommend/result",
    );
    const change = await screen.findByTestId("aist-mastery-change");
    expect(change.className).toContain("is-down");
    expect(change.textContent).toContain("40% → 30%");
    expect((await screen.findByTestId("aist-log")).dataset.question).toBe("03-r1");
    expect(requests.filter((r) => r.path === "/v3/ai/course/recommend/submit").map((r) => r.body)).toEqual([
      { course_id: "jh1", guid: "w-9" },
    ]);
  });

  it("the check test runs in exam mode against its time limit; when time is up the answers so far are handed in", async () => {
    window.sessionStorage.setItem("hibiki-aist-deadline:t-1", String(Date.now() - 1000));
    const requests = serve({
      "/v3/ai/course/testing/index": () =>
        ok({
          course_id: "jh1",
          testing_introduction: {
            title_ja: "確認テスト",
            title_en: "Check",
            introduction_ja: "16 問",
            point_count: 8,
          },
          testing_resource: { res_code: "ai-jh1-test", item_count: 2, time_limit_minutes: 15 },
          paper_doc: [],
        }),
      "/v3/textbook/resource-info": () =>
        ok({
          ...info({ current_index: 1, guid: "t-1", is_completed: 0, items: [] }),
          res_code: "ai-jh1-test",
        }),
      "/res/ai-jh1-bank/1/resource.json": () => json(200, resource),
    });
    const router = renderAt(
      "/aistudy/testing/details?course_id=jh1",
      <TestingDetailsPage />,
      "/aistudy/testing/details",
    );
    const up = await screen.findByTestId("aist-time-up");
    expect(requests.find((r) => r.path === "/v3/textbook/resource-info")?.search.get("mode")).toBe("exam");
    fireEvent.click(within(up).getByTestId("aist-time-up-submit"));
    await waitFor(() => expect(router.state.location.search).toBe("?course_id=jh1&guid=t-1&submit=1"));
  });

  it("the check test counts down from its limit", async () => {
    serve({
      "/v3/ai/course/testing/index": () =>
        ok({
          course_id: "jh1",
          testing_introduction: {
            title_ja: "確認テスト",
            title_en: "Check",
            introduction_ja: "16 問",
            point_count: 8,
          },
          testing_resource: { res_code: "ai-jh1-test", item_count: 2, time_limit_minutes: 15 },
          paper_doc: [],
        }),
      "/v3/textbook/resource-info": () => ok({ ...info(), res_code: "ai-jh1-test" }),
      "/res/ai-jh1-bank/1/resource.json": () => json(200, resource),
    });
    renderAt("/aistudy/testing/details?course_id=jh1", <TestingDetailsPage />, "/aistudy/testing/details");
    const timer = await screen.findByTestId("aist-timer");
    expect(Number(timer.dataset.left)).toBeGreaterThan(14 * 60);
    expect(timer.textContent).toMatch(/残り時間 1[45]:\d\d/);
    expect(screen.getByTestId("player-shell").dataset.mode).toBe("exam");
  });

  it("a test just taken is submitted, then its paper: the score per point, mastery moved and every question", async () => {
    const requests = serve({
      "/v3/ai/course/testing/submit": () =>
        ok({ course_id: "jh1", attempt: attempt(75), points: [], mastery: [] }),
      "/v3/ai/course/testing/paper": () =>
        ok({
          course_id: "jh1",
          res_code: "ai-jh1-test",
          attempt: attempt(75),
          points: [paperPoint("be-present", 2), paperPoint("can", 1)],
          items: [logItem({ question_id: "t1" }), logItem({ question_id: "t2", correct: true })],
        }),
    });
    renderAt(
      "/aistudy/testing/details?course_id=jh1&guid=t-1&submit=1",
      <TestingDetailsPage />,
      "/aistudy/testing/details",
    );
    const rows = await screen.findAllByTestId("aist-paper-point");
    expect(rows.map((r) => [r.dataset.point, r.dataset.correct, r.dataset.total])).toEqual([
      ["be-present", "2", "2"],
      ["can", "1", "2"],
    ]);
    expect(rows[1]?.textContent).toContain("要復習");
    expect(screen.getAllByTestId("aist-log")).toHaveLength(2);
    expect(screen.getByTestId("aist-test-paper").dataset.score).toBe("75");
    expect(requests.filter((r) => r.path === "/v3/ai/course/testing/submit")).toHaveLength(1);
  });

  it("a past paper opens without submitting again", async () => {
    const requests = serve({
      "/v3/ai/course/testing/paper": () =>
        ok({
          course_id: "jh1",
          res_code: "ai-jh1-test",
          attempt: attempt(75),
          points: [paperPoint("can", 2)],
          items: [],
        }),
    });
    renderAt(
      "/aistudy/testing/details?course_id=jh1&guid=p-1",
      <TestingDetailsPage />,
      "/aistudy/testing/details",
    );
    await screen.findByTestId("aist-test-paper");
    expect(requests.map((r) => r.path)).toEqual(["/v3/ai/course/testing/paper"]);
  });

  it("keeps a test's deadline for its attempt across reloads, and writes the time left as m:ss", () => {
    const first = deadlineOf("g-7", 15, 1_000_000);
    expect(first).toBe(1_000_000 + 15 * 60_000);
    expect(deadlineOf("g-7", 15, 2_000_000)).toBe(first);
    expect(clock(61_000)).toBe("1:01");
    expect(clock(-5)).toBe("0:00");
  });
});
