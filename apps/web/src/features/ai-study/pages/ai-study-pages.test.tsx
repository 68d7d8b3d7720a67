import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ABSENT_MODULES } from "@web/app/absent-routes.ts";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AiStudyEntry } from "../exports/skillup-entry.tsx";
import { aiStudyRoutes } from "../routes.tsx";
import { course, fail, lesson, ok, pointMastery, renderAt, serve, stages } from "../test-fixtures.tsx";
import DocumentPage from "./DocumentPage.tsx";
import HomePage from "./HomePage.tsx";
import ListPage from "./ListPage.tsx";
import RecommendDetailsPage from "./RecommendDetailsPage.tsx";
import ReportPage from "./ReportPage.tsx";
import TestingIndexPage from "./TestingIndexPage.tsx";

const history = (...ps: number[]) => ps.map((p, i) => ({ at: `2026-12-0${i + 1}T03:00:00Z`, p }));

const reportPoint = (point: string, nn: string, over: Record<string, unknown> = {}) => ({
  ...pointMastery("learned", 0.6),
  point,
  name_ja: `項目 ${nn}`,
  name_en: `Point ${nn}`,
  lesson_id: `jh1-${nn}-${point}`,
  history: [],
  ...over,
});

describe("AI study pages (issue 24)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /aistudy route of the spec, is no longer 'not available' and is closed to college students", () => {
    const paths = aiStudyRoutes.map((r) => r.path);
    for (const p of [
      "aistudy",
      "aistudy/list",
      "aistudy/practice",
      "aistudy/practice/result",
      "aistudy/testing/index",
      "aistudy/testing/details",
      "aistudy/report",
      "aistudy/recommend/details",
      "aistudy/recommend/result",
      "aistudy/document",
    ])
      expect(paths).toContain(p);
    expect(ABSENT_MODULES as readonly string[]).not.toContain("ai_study");
    expect(deniedForCollege("/aistudy")).toBe(true);
    expect(deniedForCollege("/aistudy/practice")).toBe(true);
  });

  it("the skill-up card leads to /aistudy, and is not shown to a college student", async () => {
    renderAt("/skillup", <AiStudyEntry className="card" />, "/skillup");
    expect((await screen.findByTestId("ai-study-entry")).getAttribute("href")).toBe("/aistudy");
    signIn({ token: "tok", id: 4, username: "college1", isCollege: true });
    renderAt("/skillup", <AiStudyEntry className="card" />, "/skillup");
    expect(screen.getAllByTestId("ai-study-entry")).toHaveLength(1);
  });

  it("home: the courses with progress, mastery per label, the last test and the way on", async () => {
    serve({
      "/v3/ai/course/index": () =>
        ok({
          courses: [
            course(),
            course({
              course_id: "jh2",
              title_ja: "中学2年",
              stages_done: 0,
              lessons_done: 0,
              next_lesson_id: "jh2-01-past-progressive",
              last_test_score: 85,
            }),
            course({ course_id: "sh1", title_ja: "高校基礎", next_lesson_id: null }),
          ],
        }),
    });
    renderAt("/aistudy", <HomePage />, "/aistudy");
    await waitFor(() => expect(screen.getAllByTestId("aist-course")).toHaveLength(3));
    const [jh1, jh2, sh1] = screen.getAllByTestId("aist-course") as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(jh1).getByRole("heading").textContent).toContain("中学1年");
    expect(within(jh1).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("19"); // 6 of 32 steps
    expect(within(jh1).getByTestId("aist-course-progress").textContent).toContain("1 / 8 レッスン完了");
    const counts = within(jh1).getByTestId("aist-course-mastery").querySelectorAll("li");
    expect([...counts].map((li) => [li.dataset.label, li.dataset.count])).toEqual([
      ["unlearned", "5"],
      ["learned", "1"],
      ["mastered", "1"],
      ["needs_review", "1"],
    ]);
    expect(within(jh1).getByTestId("aist-continue").getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-02-verb-present",
    );
    expect(within(jh1).getByTestId("aist-continue").textContent).toBe("続きから学ぶ");
    expect(within(jh2).getByTestId("aist-continue").textContent).toBe("学習を始める");
    expect(jh2.textContent).toContain("前回 85 点");
    expect(within(sh1).queryByTestId("aist-continue")).toBeNull();
    expect(within(sh1).getByTestId("aist-open-course").getAttribute("href")).toBe(
      "/aistudy/list?course_id=sh1",
    );
  });

  it("home in English: the switch changes the labels", async () => {
    await i18n.changeLanguage("en");
    serve({ "/v3/ai/course/index": () => ok({ courses: [course()] }) });
    renderAt("/aistudy", <HomePage />, "/aistudy");
    const card = await screen.findByTestId("aist-course");
    expect(within(card).getByRole("heading").textContent).toContain("Junior high year 1");
    expect(within(card).getByTestId("aist-continue").textContent).toBe("Continue");
    expect(card.textContent).toContain("Needs review");
  });

  it("a failed load offers a retry, which loads the page", async () => {
    let calls = 0;
    serve({
      "/v3/ai/course/index": () =>
        ++calls === 1 ? json(500, { code: 500, message: "boom", data: null }) : ok({ courses: [course()] }),
    });
    renderAt("/aistudy", <HomePage />, "/aistudy");
    fireEvent.click(within(await screen.findByTestId("load-error")).getByRole("button"));
    await screen.findByTestId("aist-course");
  });

  it("list: each lesson with its four stages and its point's mastery label", async () => {
    const requests = serve({
      "/v3/ai/course/exercise/index": () =>
        ok({
          course: course(),
          lessons: [
            lesson({ stages: stages(4), done: true, mastery: pointMastery("mastered", 0.97) }),
            lesson({
              lesson_id: "jh1-02-verb-present",
              nn: "02",
              title_ja: "一般動詞の現在形",
              stages: stages(2),
              mastery: pointMastery("needs_review", 0.4),
            }),
          ],
        }),
    });
    renderAt("/aistudy/list?course_id=jh1", <ListPage />, "/aistudy/list");
    await waitFor(() => expect(screen.getAllByTestId("aist-lesson")).toHaveLength(2));
    expect(requests.find((r) => r.path === "/v3/ai/course/exercise/index")?.search.get("course_id")).toBe(
      "jh1",
    );
    const [first, second] = screen.getAllByTestId("aist-lesson") as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getAllByTestId("aist-stage-link")
        .map((a) => a.dataset.done),
    ).toEqual(["1", "1", "1", "1"]);
    expect(
      within(second)
        .getAllByTestId("aist-stage-link")
        .map((a) => a.dataset.done),
    ).toEqual(["1", "1", "0", "0"]);
    expect(within(second).getAllByTestId("aist-stage-link")[2]?.getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-02-verb-present&stage=review",
    );
    expect(within(first).getByTestId("aist-lesson-mastery").textContent).toContain("習得");
    expect(within(first).getByTestId("aist-lesson-mastery").textContent).toContain("97%");
    expect(within(second).getByTestId("aist-lesson-mastery").dataset.label).toBe("needs_review");
    expect(screen.getByTestId("aist-testing-link").getAttribute("href")).toBe(
      "/aistudy/testing/index?course_id=jh1",
    );
  });

  it("an unknown course is the page's own message; a malformed address never calls the server", async () => {
    serve({
      "/v3/ai/course/exercise/index": () =>
        fail(404, "指定されたコースが見つかりません。", "ai_course_not_found"),
    });
    renderAt("/aistudy/list?course_id=zz9", <ListPage />, "/aistudy/list");
    const refused = await screen.findByTestId("aist-refused");
    expect(refused.dataset.key).toBe("ai_course_not_found");
    expect(refused.textContent).toBe(i18n.t("ai_course_not_found"));
  });

  it("a malformed address says so without calling the server", async () => {
    const requests = serve({});
    renderAt("/aistudy/list?course_id=%3Cscript%3E", <ListPage />, "/aistudy/list");
    expect((await screen.findByTestId("aist-bad-link")).textContent).toBe(i18n.t("aist.bad_link"));
    expect(requests).toEqual([]);
  });

  it("report: a line per point with answers, one dot per estimate, thresholds, and the same as a table", async () => {
    serve({
      "/v3/ai/course/report": () =>
        ok({
          course_id: "jh1",
          mastery: { unlearned: 1, learned: 1, mastered: 1, needs_review: 0 },
          points: [
            reportPoint("be-present", "01", {
              p: 0.96,
              label: "mastered",
              answers: 3,
              history: history(0.5, 0.8, 0.96),
            }),
            reportPoint("verb-present", "02", {
              p: 0.55,
              label: "learned",
              answers: 2,
              history: history(0.4, 0.55),
            }),
            reportPoint("third-person-s", "03", { p: 0.2, label: "unlearned", answers: 0 }),
          ],
        }),
    });
    renderAt("/aistudy/report?course_id=jh1", <ReportPage />, "/aistudy/report");
    const plot = await screen.findByTestId("aist-plot");
    const series = within(plot).getAllByTestId("aist-plot-series");
    expect(series.map((s) => [s.dataset.point, s.dataset.values])).toEqual([
      ["be-present", "3"],
      ["verb-present", "2"],
    ]);
    expect(within(plot).getAllByTestId("aist-plot-dot")).toHaveLength(5);
    // the latest estimate of be-present (96%) sits above the mastered line, its first (50%) below review
    const dots = within(series[0] as HTMLElement).getAllByTestId("aist-plot-dot");
    const ys = dots.map((d) => Number(d.getAttribute("cy")));
    expect(ys[2]).toBeLessThan(ys[1] as number);
    expect(ys[1]).toBeLessThan(ys[0] as number);
    expect(plot.querySelector("svg")?.getAttribute("role")).toBe("img");
    expect(plot.querySelector("title")?.textContent).toBe("理解度の推移");
    // a point is taken off the plot by its switch; one without answers cannot be drawn
    const toggles = screen.getAllByTestId("aist-plot-toggle") as HTMLInputElement[];
    expect(toggles[2]?.disabled).toBe(true);
    fireEvent.click(toggles[1] as HTMLInputElement);
    expect(within(screen.getByTestId("aist-plot")).getAllByTestId("aist-plot-series")).toHaveLength(1);
    const rows = screen.getAllByTestId("aist-report-row");
    expect(rows.map((r) => [r.dataset.point, r.dataset.label, r.dataset.p])).toEqual([
      ["be-present", "mastered", "96"],
      ["verb-present", "learned", "55"],
      ["third-person-s", "unlearned", "20"],
    ]);
    expect(rows[0]?.textContent).toContain("50% → 96%");
    expect(
      screen
        .getByTestId("aist-report-summary")
        .querySelector("[data-label=mastered]")
        ?.getAttribute("data-count"),
    ).toBe("1");
  });

  it("report without any answer says how to get one", async () => {
    serve({
      "/v3/ai/course/report": () =>
        ok({
          course_id: "jh1",
          mastery: { unlearned: 1, learned: 0, mastered: 0, needs_review: 0 },
          points: [reportPoint("be-present", "01", { p: 0.2, label: "unlearned", answers: 0 })],
        }),
    });
    renderAt("/aistudy/report?course_id=jh1", <ReportPage />, "/aistudy/report");
    expect((await screen.findByTestId("aist-plot-empty")).textContent).toBe(i18n.t("aist.report.no_history"));
    expect(screen.queryByTestId("aist-plot")).toBeNull();
  });

  it("testing index: the introduction, time limit, start and the past papers", async () => {
    serve({
      "/v3/ai/course/testing/index": () =>
        ok({
          course_id: "jh1",
          testing_introduction: {
            title_ja: "中学1年 文法 確認テスト",
            title_en: "Year 1 grammar check",
            introduction_ja: "中学1年の文法 8 項目から 16 問。",
            point_count: 8,
          },
          testing_resource: { res_code: "ai-jh1-test", item_count: 16, time_limit_minutes: 15 },
          paper_doc: [
            { guid: "p-1", score: 75, correct: 12, total: 16, submitted_at: "2026-12-01T02:00:00Z" },
          ],
        }),
    });
    renderAt("/aistudy/testing/index?course_id=jh1", <TestingIndexPage />, "/aistudy/testing/index");
    expect((await screen.findByTestId("aist-test-facts")).textContent).toBe("制限時間 15 分・16 問・8 項目");
    expect(screen.getByTestId("aist-test-start").getAttribute("href")).toBe(
      "/aistudy/testing/details?course_id=jh1",
    );
    const paper = screen.getByTestId("aist-paper");
    expect(paper.textContent).toContain("75 点（12 / 16）");
    expect(paper.querySelector("a")?.getAttribute("href")).toBe(
      "/aistudy/testing/details?course_id=jh1&guid=p-1",
    );
  });

  it("recommend: the lessons by gain with their reasons, and the weakness paper to play under its guid", async () => {
    serve({
      "/v3/ai/course/recommend/index": () =>
        ok({
          course_id: "jh1",
          recommend_resource: {
            lessons: [
              {
                lesson_id: "jh1-03-third-person-s",
                nn: "03",
                point: "third-person-s",
                title_ja: "三人称単数現在の -s",
                title_en: "Third-person -s",
                gain: 1.2,
                reasons: ["needs_review", "stages_left"],
                mastery: { p: 0.3, label: "needs_review", answers: 5 },
              },
              // done and mastered: nothing to gain, not shown
              {
                lesson_id: "jh1-01-be-present",
                nn: "01",
                point: "be-present",
                title_ja: "be動詞",
                title_en: "Be-verbs",
                gain: 0,
                reasons: [],
                mastery: { p: 0.99, label: "mastered", answers: 20 },
              },
            ],
            paper: {
              res_code: "ai-jh1-bank",
              question_ids: ["03-r1", "03-r2"],
              guid: "w-9",
              points: ["third-person-s"],
            },
          },
        }),
    });
    renderAt(
      "/aistudy/recommend/details?course_id=jh1",
      <RecommendDetailsPage />,
      "/aistudy/recommend/details",
    );
    const row = await screen.findByTestId("aist-rec-lesson");
    expect(screen.getAllByTestId("aist-rec-lesson")).toHaveLength(1);
    expect(
      [...within(row).getByTestId("aist-rec-reasons").querySelectorAll("li")].map((l) => l.textContent),
    ).toEqual(["前にできていたのに最近まちがえています", "終わっていないステップがあります"]);
    expect(within(row).getByTestId("aist-rec-study").getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-03-third-person-s",
    );
    const weak = screen.getByTestId("aist-weakness");
    expect(weak.textContent).toContain("三人称単数現在の -s");
    expect(within(weak).getByTestId("aist-weakness-start").getAttribute("href")).toBe(
      "/aistudy/recommend/details?course_id=jh1&res_code=ai-jh1-bank&question_ids=03-r1%2C03-r2&guid=w-9",
    );
  });

  it("document: every point, searchable by a word of its explanation or examples", async () => {
    const section = (en: string) => ({
      heading_ja: "形",
      body_ja: "説明",
      examples: [{ en, ja: "訳", highlight: "" }],
    });
    serve({
      "/v3/ai/course/document": () =>
        ok({
          exam_doc: [
            {
              course_id: "jh1",
              title_ja: "中学1年",
              title_en: "Junior high year 1",
              points: [
                {
                  point: "be-present",
                  lesson_id: "jh1-01-be-present",
                  title_ja: "be動詞",
                  title_en: "Be-verbs",
                  goal_ja: "am / are / is",
                  sections: [section("I am Ken.")],
                },
                {
                  point: "can",
                  lesson_id: "jh1-06-can",
                  title_ja: "助動詞 can",
                  title_en: "Can",
                  goal_ja: "できること",
                  sections: [section("I can swim.")],
                },
              ],
            },
          ],
        }),
    });
    const router = renderAt("/aistudy/document", <DocumentPage />, "/aistudy/document");
    await waitFor(() => expect(screen.getAllByTestId("aist-doc-point")).toHaveLength(2));
    fireEvent.change(screen.getByTestId("aist-search"), { target: { value: "ＳＷＩＭ" } });
    await waitFor(() => expect(screen.getAllByTestId("aist-doc-point")).toHaveLength(1));
    expect(screen.getByTestId("aist-doc-point").dataset.point).toBe("can");
    expect(screen.getByTestId("aist-doc-point").hasAttribute("open")).toBe(true);
    expect(router.state.location.search).toBe("?q=%EF%BC%B3%EF%BC%B7%EF%BC%A9%EF%BC%AD");
    fireEvent.change(screen.getByTestId("aist-search"), { target: { value: "dance" } });
    expect((await screen.findByTestId("aist-search-count")).textContent).toBe(
      "「dance」に合う項目はありません。",
    );
  });
});
