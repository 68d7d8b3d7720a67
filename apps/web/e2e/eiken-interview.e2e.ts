import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { check, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dist = process.env.HIBIKI_CONTENT_DIR ?? join(repo, "content/dist");

type Card = {
  title: string;
  passage: string;
  small_talk: unknown[];
  questions: { no: number; after_turn: boolean; model_answers: string[] }[];
};

/** Waits until the interview is at another step than `at` (or at the end), and returns the new one. */
async function nextStep(page: Page, at: string, timeout = 90_000): Promise<{ step: string; at: string }> {
  await page.waitForFunction(
    (from) => {
      const el = document.querySelector("[data-testid=ek-interview]");
      return el !== null && el.getAttribute("data-at") !== from;
    },
    at,
    { timeout },
  );
  const el = page.getByTestId("ek-interview");
  return { step: (await el.getAttribute("data-step")) ?? "", at: (await el.getAttribute("data-at")) ?? "" };
}

/** Eiken second stage (issue 20): the grade-3 interview with the examiner's voice and a fake microphone. */
export const journeys: Journey[] = [
  {
    seconds: 150,
    // mostly the examiner's voice and the student's takes: it starts beside the sequential journeys
    early: true,
    ...micJourney(
      "eiken: student24 takes the grade-3 interview (small talk, 20 s silent reading, read-aloud, five answers into the microphone) and sees each answer scored",
      "student24",
      "hello",
      async ({ baseUrl, newPage, artifacts }, { mic, student }) => {
        const card = JSON.parse(
          readFileSync(join(dist, "eiken/interview/g3-cooking/card.json"), "utf8"),
        ) as Card;
        const page = await newPage({ width: 1280, height: 900 });
        await attachMic(page, mic);
        await login(page, baseUrl, student);
        await page.getByTestId("tab-eikenIndex").click();
        await page.getByTestId("eiken-grade-3").getByTestId("eiken-link-interview").click();
        await page
          .locator("[data-testid=ek-interview-card-row][data-res-code=eiken-interview-g3-cooking]")
          .getByTestId("ek-interview-open")
          .click();
        await page.getByTestId("ek-interview-start").click();
        // the student reads the passage aloud, then gives the first model answer to each question
        mic.willSay(
          `${card.title}. ${card.passage}`,
          ...card.questions.map((q) => q.model_answers[0] as string),
        );

        // small talk: the examiner speaks each line, the student answers aloud (not recorded) and goes on
        let state = { step: "talk", at: "0" };
        await page.getByTestId("ek-interview").waitFor({ timeout: 20_000 });
        for (let i = 0; i < card.small_talk.length; i++) {
          await page.getByTestId("ek-talk-next").click({ timeout: 30_000 });
          state = await nextStep(page, String(i));
        }
        check(state.step === "silent", `silent reading follows the small talk, got ${state.step}`);
        await page.getByTestId("ek-interview-card").waitFor();
        await page.getByTestId("ek-countdown").waitFor({ timeout: 30_000 });
        state = await nextStep(page, state.at, 60_000);
        check(state.step === "read", `the read-aloud follows, got ${state.step}`);
        check(await page.getByTestId("ek-interview-card").isVisible(), "the card stays up for the reading");
        // the reading and each question: the take starts by itself and ends by silence
        for (const q of card.questions) {
          state = await nextStep(page, state.at);
          check(state.step === "question", `No.${q.no} follows, got ${state.step}`);
          check(
            (await page.getByTestId("ek-interview-progress").innerText()).includes(`No. ${q.no}`),
            `the header names No.${q.no}`,
          );
          if (q.no === 2)
            await page.screenshot({
              path: join(artifacts, "review-eiken-interview-question.png"),
              fullPage: true,
            });
          if (q.after_turn) {
            check(
              await page.getByTestId("ek-card-turned").isVisible(),
              `the card is turned over for No.${q.no}`,
            );
            check((await page.getByTestId("ek-interview-card").count()) === 0, "the turned card is hidden");
          }
        }
        state = await nextStep(page, state.at);
        check(state.step === "end", `the closing follows the last answer, got ${state.step}`);
        check(
          mic.said.length === card.questions.length + 1,
          `six takes were recorded, got ${mic.said.length}`,
        );
        await page.getByTestId("ek-interview-result").click();

        const score = page.getByTestId("ek-interview-score");
        await score.waitFor({ timeout: 20_000 });
        const rows = await score
          .getByTestId("ek-interview-row")
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-points"))));
        check(
          rows.length === card.questions.length + 1,
          `the reading and every question are scored: ${rows}`,
        );
        check((rows[0] ?? 0) >= 3, `the passage read well scores: ${rows}`);
        check(
          rows.slice(1).filter((p) => p >= 3).length >= 4,
          `model answers score on most questions: ${rows}`,
        );
        check(
          (await score.getByTestId("ek-interview-attitude").innerText()).includes("3 / 3"),
          "every answer given",
        );
        // each answer with its recording, recognised text and the model answers
        const result = page.getByTestId("eiken-interview-result");
        await result.waitFor();
        await result.getByTestId("my-recording").first().waitFor({ state: "attached", timeout: 20_000 });
        await page.screenshot({ path: join(artifacts, "review-eiken-interview-result.png"), fullPage: true });
        const text = await result.innerText();
        check(text.includes(card.questions[0]?.model_answers[0] ?? "?"), "the model answers are shown");
        // the picture question wants "is … -ing", and the result says whether the answer used it
        const checks = result.getByTestId("form-check");
        await checks.first().waitFor({ state: "attached", timeout: 20_000 });
        const passed = await checks.evaluateAll((els) => els.map((e) => e.getAttribute("data-passed")));
        check(passed.includes("true"), `the model answers pass their form checks: ${passed}`);
      },
    ),
  },
];
