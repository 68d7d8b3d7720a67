import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  attempt,
  fail,
  logItem,
  ok,
  part,
  renderAt,
  type SeenRequest,
  serve,
  stageSubmit,
  stages,
} from "../test-fixtures.tsx";
import PracticePage from "./PracticePage.tsx";
import PracticeResultPage from "./PracticeResultPage.tsx";

/** Every audio element play() was called on, in order. */
let played: HTMLMediaElement[] = [];
const textOf = (el: HTMLMediaElement) => new URL(el.src).searchParams.get("text");
const fire = (el: HTMLMediaElement, type: string) => act(() => void el.dispatchEvent(new Event(type)));
const screenAt = () => screen.getByTestId("aist-screen");

function openLesson(url: string, routes: Parameters<typeof serve>[0] = {}): SeenRequest[] {
  const requests = serve({
    "/v3/ai/course/exercise/part": () => ok(part()),
    "/v3/xfyun/get-tts-auth-url": () => ok({ url: "http://localhost/v3/tts/speak?sig=abc" }),
    "/v3/ai/course/exercise/video/submit": () => ok(stageSubmit("video", 1)),
    ...routes,
  });
  renderAt(url, <PracticePage />, "/aistudy/practice");
  return requests;
}

describe("the AI study lesson (issue 24)", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    played = [];
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("opens at the first stage not done (kept in the address), with the four stages as steps", async () => {
    serve({
      "/v3/ai/course/exercise/part": () => ok(part({ lesson: { ...part().lesson, stages: stages(1) } })),
      "/v3/xfyun/get-tts-auth-url": () => ok({ url: "" }),
    });
    const router = renderAt(
      "/aistudy/practice?lesson_id=jh1-01-be-present",
      <PracticePage />,
      "/aistudy/practice",
    );
    const page = await screen.findByTestId("aist-practice");
    expect(page.dataset.stage).toBe("explanation");
    // finishing this stage must not move the page on by itself
    await waitFor(() =>
      expect(router.state.location.search).toBe("?lesson_id=jh1-01-be-present&stage=explanation"),
    );
    const steps = screen.getAllByTestId("aist-stage-link");
    expect(steps.map((s) => s.getAttribute("aria-current"))).toEqual([null, "step", null, null]);
    expect(steps[0]?.textContent).toContain("完了");
  });

  it("video: each narration line is spoken and subtitled in turn, examples appear with it, and the end saves the stage", async () => {
    const requests = openLesson("/aistudy/practice?lesson_id=jh1-01-be-present&stage=video");
    const play = await screen.findByTestId("aist-video-play");
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId("aist-caption-en").textContent).toBe("Use am after I.");
    expect(screen.getByTestId("aist-caption-ja").textContent).toBe("I のあとは am。");
    expect(screen.getAllByTestId("aist-slide-example").map((e) => e.dataset.shown)).toEqual(["1", "0"]);
    fireEvent.click(play);
    await waitFor(() => expect(played).toHaveLength(1));
    const first = played[0] as HTMLMediaElement;
    expect(textOf(first)).toBe("Use am after I.");
    expect(new URL(first.src).searchParams.get("sig")).toBe("abc");
    expect(screenAt().dataset.status).toBe("playing");

    fire(first, "ended");
    await waitFor(() => expect(played).toHaveLength(2));
    expect(textOf(played[1] as HTMLMediaElement)).toBe("Use are after you.");
    expect(screen.getByTestId("aist-caption-en").textContent).toBe("Use are after you.");
    expect(screen.getAllByTestId("aist-slide-example").map((e) => e.dataset.shown)).toEqual(["1", "1"]);

    // pause stops on this line; resuming says it again
    fireEvent.click(screen.getByTestId("aist-video-pause"));
    expect(screenAt().dataset.status).toBe("paused");
    fireEvent.click(screen.getByTestId("aist-video-play"));
    await waitFor(() => expect(played).toHaveLength(3));
    expect(textOf(played[2] as HTMLMediaElement)).toBe("Use are after you.");

    fire(played[2] as HTMLMediaElement, "ended");
    await waitFor(() => expect(played).toHaveLength(4));
    expect(screen.getByTestId("aist-slide").dataset.slide).toBe("1");
    expect(screen.getByTestId("aist-video").textContent).toContain("スライド 2 / 2");
    fire(played[3] as HTMLMediaElement, "ended");
    await waitFor(() => expect(screenAt().dataset.status).toBe("ended"));
    const done = await screen.findByTestId("aist-stage-done");
    expect(
      requests.filter((r) => r.path === "/v3/ai/course/exercise/video/submit").map((r) => r.body),
    ).toEqual([{ resource_id: "jh1-01-be-present" }]);
    expect(within(done).getByTestId("aist-next-stage").getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-01-be-present&stage=explanation",
    );
  });

  it("video without sound: Next steps line by line to the end; captions can be hidden visually", async () => {
    openLesson("/aistudy/practice?lesson_id=jh1-01-be-present&stage=video");
    fireEvent.click(await screen.findByTestId("aist-video-sound"));
    expect(screenAt().dataset.status).toBe("manual");
    expect(screen.getByTestId("aist-video-silent")).toBeTruthy();
    expect(screen.queryByTestId("aist-video-play")).toBeNull();
    fireEvent.click(screen.getByTestId("aist-video-captions-ja"));
    expect(screen.queryByTestId("aist-caption-ja")).toBeNull();
    fireEvent.click(screen.getByTestId("aist-video-captions"));
    expect(screen.getByTestId("aist-captions").className).toContain("sr-only");
    fireEvent.click(screen.getByTestId("aist-video-next"));
    expect(screen.getByTestId("aist-caption-en").textContent).toBe("Use are after you.");
    // keyboard: ← goes back a line, → on again
    fireEvent.keyDown(screen.getByTestId("aist-video-next"), { key: "ArrowLeft" });
    expect(screenAt().dataset.at).toBe("0");
    fireEvent.keyDown(screen.getByTestId("aist-video-next"), { key: "ArrowRight" });
    fireEvent.click(screen.getByTestId("aist-video-next"));
    fireEvent.click(screen.getByTestId("aist-video-next"));
    expect(screenAt().dataset.status).toBe("ended");
    expect(played).toHaveLength(0);
    await screen.findByTestId("aist-stage-done");
  });

  it("video: a voice that cannot play leaves the subtitles and Next", async () => {
    openLesson("/aistudy/practice?lesson_id=jh1-01-be-present&stage=video");
    const play = await screen.findByTestId("aist-video-play");
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(play);
    await waitFor(() => expect(played.length).toBeGreaterThan(0));
    // the first try and both reconnects fail
    for (let i = 0; i < 3; i++) {
      await waitFor(() => expect(played.length).toBe(i + 1));
      fire(played[i] as HTMLMediaElement, "error");
    }
    expect((await screen.findByTestId("aist-video-failed")).textContent).toBe(
      i18n.t("aist.video.voice_failed"),
    );
    expect(screenAt().dataset.status).toBe("manual");
  });

  it("explanation: tap a sentence to hear it, each check tells right or wrong with why, the last one saves the answers", async () => {
    const requests = openLesson("/aistudy/practice?lesson_id=jh1-01-be-present&stage=explanation", {
      "/v3/ai/course/exercise/explanation/submit": () =>
        ok(stageSubmit("explanation", 2, { checks: [], score: 50 })),
    });
    await screen.findByTestId("aist-explanation");
    // only the first point until its check is answered
    expect(screen.getAllByTestId("aist-point")).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId("aist-say")).toBeTruthy());
    fireEvent.click(screen.getByTestId("aist-say"));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(textOf(played[0] as HTMLMediaElement)).toBe("She is my sister.");
    expect(screen.queryByTestId("aist-example-ja")).toBeNull();
    fireEvent.click(screen.getByTestId("aist-show-ja"));
    expect(screen.getByTestId("aist-example-ja").textContent).toBe("彼女は私の姉です。");

    // a wrong option: the right one is told with the reason, the options lock
    const check1 = screen.getAllByTestId("aist-check")[0] as HTMLElement;
    fireEvent.click(within(check1).getAllByTestId("aist-check-option")[0] as HTMLElement);
    expect(check1.dataset.state).toBe("wrong");
    const fb = within(check1).getByTestId("aist-check-feedback");
    expect(fb.textContent).toContain("不正解。正しい答えは「are」です。");
    expect(fb.textContent).toContain("They は複数なので are。");
    expect(
      within(check1)
        .getAllByTestId("aist-check-option")
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(check1.querySelector(".aist-blank")?.textContent).toBe("are");

    // the second point opens; a right answer says so, and the stage is saved with both choices
    expect(screen.getAllByTestId("aist-point")).toHaveLength(2);
    const check2 = screen.getAllByTestId("aist-check")[1] as HTMLElement;
    fireEvent.click(within(check2).getAllByTestId("aist-check-option")[0] as HTMLElement);
    expect(check2.dataset.state).toBe("right");
    expect(within(check2).getByTestId("aist-check-feedback").textContent).toContain("正解！");
    const done = await screen.findByTestId("aist-stage-done");
    expect(done.textContent).toContain("1 / 2 問正解");
    expect(
      requests.filter((r) => r.path === "/v3/ai/course/exercise/explanation/submit").map((r) => r.body),
    ).toEqual([{ resource_id: "jh1-01-be-present", answers: [0, 0] }]);
    expect(within(done).getByTestId("aist-next-stage").getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-01-be-present&stage=review",
    );
  });

  it("explanation: a save that fails can be sent again", async () => {
    let calls = 0;
    openLesson("/aistudy/practice?lesson_id=jh1-01-be-present&stage=explanation", {
      "/v3/ai/course/exercise/explanation/submit": () =>
        ++calls === 1 ? fail(500, "boom", null) : ok(stageSubmit("explanation", 2, { checks: [] })),
    });
    for (let i = 0; i < 2; i++) {
      const check = (await screen.findAllByTestId("aist-check"))[i] as HTMLElement;
      fireEvent.click(within(check).getAllByTestId("aist-check-option")[1] as HTMLElement);
    }
    const failed = await screen.findByTestId("aist-stage-failed");
    fireEvent.click(within(failed).getByRole("button"));
    await screen.findByTestId("aist-stage-done");
    expect(calls).toBe(2);
  });

  it("review: the introduction with the question count and the start into the player", async () => {
    openLesson("/aistudy/practice?lesson_id=jh1-01-be-present&stage=review");
    const intro = await screen.findByTestId("aist-review-intro");
    expect(intro.textContent).toContain("7 問");
    expect(within(intro).getByTestId("aist-resource-start").getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-01-be-present&stage=review&play=1",
    );
  });

  it("an unknown lesson is the page's own message; a bad stage never calls the server", async () => {
    serve({ "/v3/ai/course/exercise/part": () => fail(404, "none", "ai_lesson_not_found") });
    renderAt("/aistudy/practice?lesson_id=jh9-99-none", <PracticePage />, "/aistudy/practice");
    expect((await screen.findByTestId("aist-refused")).dataset.key).toBe("ai_lesson_not_found");
  });

  it("a bad stage in the address says so", async () => {
    const requests = serve({});
    renderAt(
      "/aistudy/practice?lesson_id=jh1-01-be-present&stage=dance",
      <PracticePage />,
      "/aistudy/practice",
    );
    await screen.findByTestId("aist-bad-link");
    expect(requests).toEqual([]);
  });
});

describe("the practice result (issue 24)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("submits the attempt once, then shows the score, mastery before → after, every question and the next step", async () => {
    const requests = serve({
      "/v3/ai/course/exercise/review/submit": () =>
        ok(stageSubmit("review", 3, { attempt: attempt(71), score: 71 })),
      "/v3/ai/course/exercise/review/logs": () =>
        ok({
          lesson_id: "jh1-01-be-present",
          stage: "review",
          res_code: "ai-jh1-01-be-present-review",
          attempt: attempt(71),
          items: [
            logItem(),
            logItem({
              question_id: "r2",
              type: "order",
              sentence: "あなたは大阪の出身ですか。",
              options: [],
              answer: "Are you from Osaka?",
              correct: true,
              score: 100,
              model_answer: "Are you from Osaka?",
            }),
            logItem({ question_id: "r3", type: "fix", answer: "", correct: null, score: null }),
          ],
        }),
      "/v3/ai/course/exercise/part": () => ok(part()),
    });
    renderAt(
      "/aistudy/practice/result?lesson_id=jh1-01-be-present&stage=review&guid=g-1",
      <PracticeResultPage />,
      "/aistudy/practice/result",
    );
    const page = await screen.findByTestId("aist-practice-result");
    expect(page.dataset.score).toBe("71");
    expect(screen.getByTestId("aist-score-correct").textContent).toBe("5 / 7 問正解");
    const change = screen.getByTestId("aist-mastery-change");
    expect([change.dataset.before, change.dataset.after]).toEqual(["20", "71"]);
    expect(change.textContent).toContain("20% → 71%");
    expect(change.textContent).toContain("学習中");
    await waitFor(() => expect(screen.getAllByTestId("aist-log")).toHaveLength(3));
    const [wrong, right, open] = screen.getAllByTestId("aist-log") as [HTMLElement, HTMLElement, HTMLElement];
    expect(wrong.dataset.verdict).toBe("wrong");
    expect(within(wrong).getByTestId("aist-log-answer").textContent).toBe("are");
    expect(within(wrong).getByTestId("aist-log-model").textContent).toContain("I am a student.");
    expect(within(wrong).getByTestId("aist-log-why").textContent).toBe("主語が I なので am。");
    expect(right.dataset.verdict).toBe("right");
    expect(open.dataset.verdict).toBe("unanswered");
    expect(within(open).getByTestId("aist-log-answer").textContent).toBe("（未解答）");
    expect(screen.getByTestId("aist-next-stage").getAttribute("href")).toBe(
      "/aistudy/practice?lesson_id=jh1-01-be-present&stage=consolidation",
    );
    const submits = requests.filter((r) => r.path === "/v3/ai/course/exercise/review/submit");
    expect(submits.map((r) => r.body)).toEqual([{ lesson_id: "jh1-01-be-present", guid: "g-1" }]);
    expect(requests.find((r) => r.path === "/v3/ai/course/exercise/review/logs")?.search.get("guid")).toBe(
      "g-1",
    );
  });

  it("after the consolidation the lesson is done: the next lesson and the list", async () => {
    serve({
      "/v3/ai/course/exercise/consolidation/submit": () =>
        ok(stageSubmit("consolidation", 4, { attempt: attempt(90), score: 90 })),
      "/v3/ai/course/exercise/consolidation/logs": () =>
        ok({
          lesson_id: "jh1-01-be-present",
          stage: "consolidation",
          res_code: "x",
          attempt: attempt(90),
          items: [],
        }),
      "/v3/ai/course/exercise/part": () => ok(part()),
    });
    renderAt(
      "/aistudy/practice/result?lesson_id=jh1-01-be-present&stage=consolidation&guid=g-2",
      <PracticeResultPage />,
      "/aistudy/practice/result",
    );
    await screen.findByTestId("aist-lesson-done");
    await waitFor(() =>
      expect(screen.getByTestId("aist-next-lesson").getAttribute("href")).toBe(
        "/aistudy/practice?lesson_id=jh1-02-verb-present",
      ),
    );
    expect(screen.getByTestId("aist-to-list").getAttribute("href")).toBe("/aistudy/list?course_id=jh1");
  });

  it("another student's or an unknown attempt is refused with its message", async () => {
    serve({
      "/v3/ai/course/exercise/review/submit": () => fail(404, "none", "ai_course_paper_not_found"),
      "/v3/ai/course/exercise/part": () => ok(part()),
    });
    renderAt(
      "/aistudy/practice/result?lesson_id=jh1-01-be-present&stage=review&guid=nope",
      <PracticeResultPage />,
      "/aistudy/practice/result",
    );
    const refused = await screen.findByTestId("aist-refused");
    expect(refused.textContent).toBe(i18n.t("ai_course_paper_not_found"));
  });
});
