import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { A11yLedger, settle } from "./a11y-check.ts";
import { check, type Journey, login } from "./helpers.ts";
import { attachMic, type FakeMic, micJourney } from "./mic.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dist = process.env.HIBIKI_CONTENT_DIR ?? join(repo, "content/dist");

/** The lesson the journey studies and the point it teaches. */
const LESSON = "jh1-01-be-present";
const POINT = "be-present";

type Item = {
  kind: string;
  question_id: string;
  item_type?: string;
  screen_en_text?: string;
  answers?: { index: number; content: string; correct: boolean }[];
  choose?: { index: number; content: string }[];
  answer?: string[];
};
type Resource = { res_code: string; items: Item[] };

/**
 * A built AI study resource (content/dist), for the right answers.
 * @param resCode - e.g. ai-jh1-01-be-present-review
 * @returns the resource
 */
function builtResource(resCode: string): Resource {
  const catalog = JSON.parse(readFileSync(join(dist, "catalog.json"), "utf8")) as {
    ai_study: { resources: { res_code: string; path: string }[] } | null;
  };
  const entry = catalog.ai_study?.resources.find((r) => r.res_code === resCode);
  check(entry, `the catalogue lists ${resCode} (build the content first)`);
  return JSON.parse(readFileSync(join(dist, entry.path), "utf8")) as Resource;
}

/**
 * The lesson's built explanation checks (their right options).
 * @returns the right option of each check, in order
 */
function checkAnswers(): number[] {
  const lesson = JSON.parse(readFileSync(join(dist, "ai-study", LESSON, "lesson.json"), "utf8")) as {
    explanation: { check: { answer: number } }[];
  };
  return lesson.explanation.map((e) => e.check.answer);
}

/** Clicks a choice of the current item by its right content (options are shuffled). */
async function answerItem(page: Page, item: Item, mic: FakeMic): Promise<void> {
  const main = page.locator(".pl-main");
  if (item.kind === "grammar-choice") {
    const right = item.answers?.find((a) => a.correct);
    check(right, `${item.question_id} has a right option`);
    await main.locator(`[data-testid=choice-option][data-index='${right.index}']`).click();
  } else if (item.kind === "sentence-sorting") {
    const words = (item.answer?.[0] ?? "")
      .replace(/[.?!,]/g, "")
      .split(/\s+/)
      .filter(Boolean);
    for (const w of words)
      await main
        .locator(".objb-chip:enabled", {
          hasText: new RegExp(`^${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
        })
        .first()
        .click();
    await main.locator(".objb-player form button[type=submit]").click();
  } else if (item.kind === "ja-to-en-writing") {
    await main.locator(".objb-typed").fill(item.answer?.[0] ?? "");
    await main.locator(".objb-player form button[type=submit]").click();
  } else if (item.kind === "single-reading") {
    // read aloud into the fake microphone; the take ends after its silence and is scored and saved
    mic.willSay(item.screen_en_text ?? "");
    const saved = page.waitForResponse(
      (r) => r.url().includes("/v3/textbook/topic-answer-record") && r.request().method() === "POST",
      { timeout: 60_000 },
    );
    await main.getByTestId("record-button").click();
    check((await saved).ok(), `the reading of ${item.question_id} is saved`);
  } else check(false, `no answer for a ${item.kind} item`);
}

/**
 * Answers every question of the AI resource open in the player, right, until `done` matches the URL.
 * @param page - the page with the player
 * @param resource - the built resource
 * @param mic - the fake microphone
 * @param done - the URL after the last answer
 */
async function completeResource(page: Page, resource: Resource, mic: FakeMic, done: RegExp): Promise<void> {
  const byId = new Map(resource.items.map((i) => [i.question_id, i]));
  await page.getByTestId("player-shell").waitFor({ timeout: 20_000 });
  for (let guard = 0; guard < resource.items.length * 3 && !done.test(page.url()); guard++) {
    const main = page.locator(".pl-main");
    await main.locator("[data-testid^='player-']").first().waitFor({ timeout: 15_000 });
    const id = (await main.getAttribute("data-question-id")) ?? "";
    const item = byId.get(id);
    check(item, `the player shows a question of ${resource.res_code}: ${id}`);
    await answerItem(page, item, mic);
    // a right choice moves on by itself; typed, ordered and spoken answers show Next; the last opens the result
    const next = page.getByTestId("player-next");
    await Promise.race([
      next.waitFor({ timeout: 15_000 }).catch(() => undefined),
      page.waitForURL(done, { timeout: 15_000 }).catch(() => undefined),
      page
        .waitForFunction(
          (before) => document.querySelector(".pl-main")?.getAttribute("data-question-id") !== before,
          id,
          {
            timeout: 15_000,
          },
        )
        .catch(() => undefined),
    ]);
    if (!done.test(page.url()) && (await next.isVisible())) {
      await page.waitForTimeout(150); // the shell drops a second press within 100 ms
      await next.click();
    }
  }
  await page.waitForURL(done, { timeout: 20_000 });
}

/** The result of a review or consolidation: submitted, the lesson's point moved, every question listed. */
async function checkStageResult(page: Page, stage: string, count: number): Promise<void> {
  const result = page.getByTestId("aist-practice-result");
  await result.waitFor({ timeout: 30_000 });
  check((await result.getAttribute("data-stage")) === stage, `the ${stage} result`);
  const score = Number(await result.getAttribute("data-score"));
  check(score >= 60, `the ${stage} answered right scores well, got ${score}`);
  const change = page.locator(`[data-testid=aist-mastery-change][data-point='${POINT}']`);
  await change.waitFor();
  const before = Number(await change.getAttribute("data-before"));
  const after = Number(await change.getAttribute("data-after"));
  // the review raises it; the consolidation keeps it up (often already near 100 %)
  check(
    stage === "review" ? after > before : after >= before && after >= 90,
    `right answers raise the mastery of ${POINT}: ${before} → ${after}`,
  );
  await page
    .getByTestId("aist-log")
    .nth(count - 1)
    .waitFor({ timeout: 20_000 });
  check((await page.getByTestId("aist-log").count()) === count, `every ${stage} question is listed`);
}

/**
 * AI study (issue 24): a lesson's four stages (the video to its end, the explanation's checks, the review
 * and the consolidation answered in the exercise player, one of them read aloud into the fake
 * microphone), the course's check test, and the report showing the lesson's point with its mastery.
 */
export const journeys: Journey[] = [
  {
    seconds: 100,
    ...micJourney(
      "ai-study: sakura1 studies a lesson's four stages (video, explanation, review, consolidation read aloud), takes the check test and sees the point's mastery in the report",
      "sakura1",
      "Hello.",
      async ({ baseUrl, newPage }, { mic, student }) => {
        const page = await newPage({ width: 390, height: 844 });
        await attachMic(page, mic);
        const ledger = new A11yLedger();
        await login(page, baseUrl, student);

        // 1. the skill-up card leads to the courses; the first course starts at its first lesson
        await page.goto(`${baseUrl}/skillup`);
        await page.getByTestId("ai-study-entry").click();
        await page.getByTestId("aist-home").waitFor({ timeout: 20_000 });
        check((await page.getByTestId("aist-course").count()) === 4, "the four courses are listed");
        await settle(page, "[data-testid=aist-course]");
        await ledger.scan(page, "/aistudy", { keyboard: false });
        await page.locator("[data-testid=aist-course][data-course=jh1]").getByTestId("aist-continue").click();
        await page.waitForURL(new RegExp(`/aistudy/practice\\?lesson_id=${LESSON}`));
        const screenEl = page.getByTestId("aist-screen");
        await screenEl.waitFor({ timeout: 20_000 });
        check(
          (await page.getByTestId("aist-practice").getAttribute("data-stage")) === "video",
          "it opens at the video",
        );

        // 2. the video: the first line is spoken and subtitled, the next follows when it ends; the rest
        //    is stepped through without sound up to the end, which saves the stage
        const firstLine = await page.getByTestId("aist-caption-en").innerText();
        const voice = page.waitForResponse((r) => r.url().includes("/v3/tts/speak?"), { timeout: 30_000 });
        await page.locator("[data-testid=aist-video-play]:not([disabled])").click();
        const tts = await voice;
        check([200, 206].includes(tts.status()), `the narration is synthesised (${tts.status()})`);
        check(
          new URL(tts.url()).searchParams.get("text") === firstLine,
          `it says the subtitle "${firstLine}"`,
        );
        await page.locator("[data-testid=aist-screen][data-at='1']").waitFor({ timeout: 30_000 });
        await page.waitForTimeout(500); // the line's example has faded in
        await ledger.scan(page, "/aistudy/practice (video)", { keyboard: false });
        await page.getByTestId("aist-video-sound").uncheck();
        for (let i = 0; i < 40 && (await screenEl.getAttribute("data-status")) !== "ended"; i++)
          await page.getByTestId("aist-video-next").click();
        check((await screenEl.getAttribute("data-status")) === "ended", "the video reaches its end");
        await page.getByTestId("aist-stage-done").waitFor({ timeout: 20_000 });
        await page.getByTestId("aist-next-stage").click();

        // 3. the explanation: the first check answered wrong (the right answer and why are shown), the others right
        await page.getByTestId("aist-explanation").waitFor({ timeout: 20_000 });
        const answers = checkAnswers();
        for (const [i, right] of answers.entries()) {
          const box = page.getByTestId("aist-check").nth(i);
          const pick = i === 0 ? (right === 0 ? 1 : 0) : right;
          await box.locator(`[data-testid=aist-check-option][data-index='${pick}']`).click();
          check(
            (await box.getAttribute("data-state")) === (i === 0 ? "wrong" : "right"),
            `check ${i + 1} tells ${i === 0 ? "wrong" : "right"}`,
          );
          await box.getByTestId("aist-check-feedback").waitFor();
        }
        await page.getByTestId("aist-stage-done").waitFor({ timeout: 20_000 });
        await ledger.scan(page, "/aistudy/practice (explanation)", { keyboard: false });
        await page.getByTestId("aist-next-stage").click();

        // 4. the review in the exercise player, then its result
        await page.getByTestId("aist-review-intro").waitFor({ timeout: 20_000 });
        await page.getByTestId("aist-resource-start").click();
        const review = builtResource(`ai-${LESSON}-review`);
        await completeResource(page, review, mic, /\/aistudy\/practice\/result\?.*stage=review/);
        await checkStageResult(page, "review", review.items.length);
        await settle(page, "[data-testid=aist-log]");
        await ledger.scan(page, "/aistudy/practice/result", { keyboard: false });
        await page.getByTestId("aist-next-stage").click();

        // 5. the consolidation, its spoken items read aloud into the fake microphone
        await page.getByTestId("aist-consolidation-intro").waitFor({ timeout: 20_000 });
        await page.getByTestId("aist-resource-start").click();
        const consolidation = builtResource(`ai-${LESSON}-consolidation`);
        check(
          consolidation.items.some((i) => i.kind === "single-reading"),
          "the consolidation has a spoken item",
        );
        await completeResource(
          page,
          consolidation,
          mic,
          /\/aistudy\/practice\/result\?.*stage=consolidation/,
        );
        await checkStageResult(page, "consolidation", consolidation.items.length);
        await page.getByTestId("aist-lesson-done").waitFor();

        // 6. the course's check test (exam mode): the lesson's questions right, then the paper per point
        await page.goto(`${baseUrl}/aistudy/testing/index?course_id=jh1`);
        await page.getByTestId("aist-test-start").click();
        await page.getByTestId("aist-timer").waitFor({ timeout: 20_000 });
        const test = builtResource("ai-jh1-test");
        await completeResource(page, test, mic, /\/aistudy\/testing\/details\?.*guid=/);
        const paper = page.getByTestId("aist-test-paper");
        await paper.waitFor({ timeout: 30_000 });
        const row = page.locator(`[data-testid=aist-paper-point][data-point='${POINT}']`);
        check(
          (await row.getAttribute("data-correct")) === (await row.getAttribute("data-total")),
          "the lesson's questions of the test are all right",
        );

        // 7. the report: the lesson's point is learned or mastered, drawn on the plot and in the table
        await page.getByTestId("aist-to-report").click();
        await page.getByTestId("aist-report").waitFor({ timeout: 20_000 });
        const reportRow = page.locator(`[data-testid=aist-report-row][data-point='${POINT}']`);
        const label = (await reportRow.getAttribute("data-label")) ?? "";
        check(
          ["learned", "mastered"].includes(label),
          `the report shows ${POINT} as learned or mastered, got ${label}`,
        );
        check(Number(await reportRow.getAttribute("data-p")) > 60, "with a mastery above the review line");
        const line = page.locator(`[data-testid=aist-plot-series][data-point='${POINT}']`);
        check(
          Number(await line.getAttribute("data-values")) > 10,
          "the plot draws the point's answers over time",
        );
        await settle(page, "[data-testid=aist-plot]");
        await ledger.scan(page, "/aistudy/report");
        ledger.assertClean("ai-study");
      },
    ),
  },
];
