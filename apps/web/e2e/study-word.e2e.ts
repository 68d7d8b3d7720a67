import { join } from "node:path";
import type { Page, Response } from "playwright-core";
import { axeSerious, keyboardProblems } from "./a11y-check.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

type Item = {
  word_id: number;
  word: string;
  mean: string;
  exercise: "meaning_choice" | "listening_choice" | "spelling" | "read_aloud" | "sentence";
  choices?: { index: number; content: string }[];
  answer_index?: number;
};

/**
 * Resolves with the items of the next run the page loads (today's task or the missed words).
 * @param page - the page
 * @param path - challenge-paper2 or wrong-topic-list
 * @returns the items as the server sent them
 */
async function itemsOf(page: Page, path: string): Promise<Item[]> {
  const res: Response = await page.waitForResponse((r) => r.url().includes(`/v3/study-word/${path}`), {
    timeout: 30_000,
  });
  const body = (await res.json()) as { code: number; data: { items: Item[] } };
  check(body.code === 0, `${path} answered ${body.code}`);
  return body.data.items;
}

/** @returns the home badge's count of today's unfinished words (once the count has loaded) */
async function homeBadge(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/home`);
  const badge = page.getByTestId("sw-unfinished");
  await badge.locator("xpath=self::*[@data-count!='']").waitFor({ timeout: 20_000 });
  return Number(await badge.getAttribute("data-count"));
}

const spoken = new WeakMap<Page, string[]>();

/** Records every text the page asks the speech synthesis for (word and sentence audio). */
function listen(page: Page): void {
  const texts: string[] = [];
  spoken.set(page, texts);
  page.on("request", (r) => {
    if (r.url().includes("/v3/tts/speak?")) texts.push(new URL(r.url()).searchParams.get("text") ?? "");
  });
}

/** Resolves once the page has asked for the word's audio (listening questions play it by themselves). */
async function heard(page: Page, word: string): Promise<void> {
  if (spoken.get(page)?.includes(word)) return;
  await page.waitForRequest(
    (r) => r.url().includes("/v3/tts/speak?") && new URL(r.url()).searchParams.get("text") === word,
    {
      timeout: 15_000,
    },
  );
}

/** Fails on any serious or critical axe finding of the screen as it is. */
async function axeClean(page: Page, screen: string): Promise<void> {
  const found = await axeSerious(page);
  check(
    found.length === 0,
    `axe on ${screen}: ${found.map((f) => `${f.rule} ${f.targets.join(" | ")}`).join("; ")}`,
  );
}

/**
 * Answers the current question: right unless `wrong`, choosing by the item's key, typing the word or
 * saying it into the fake microphone.
 * @returns whether the verdict said right
 */
async function answer(page: Page, item: Item, wrong: boolean, say: (text: string) => void): Promise<boolean> {
  const q = page.getByTestId("sw-question");
  await q.waitFor({ timeout: 20_000 });
  const shown = await q.getAttribute("data-exercise");
  check(shown === item.exercise, `the question is ${item.exercise} (shows ${shown})`);
  if (item.exercise === "spelling") {
    await q.getByTestId("sw-input").fill(wrong ? `${item.word}x` : ` ${item.word.toUpperCase()} `);
    await q.getByTestId("sw-input").press("Enter");
  } else if (item.exercise === "read_aloud") {
    say(item.word);
    await q.getByTestId("record-button").click();
  } else {
    if (item.exercise === "listening_choice") await heard(page, item.word);
    const pick = wrong ? (item.choices ?? []).find((c) => c.index !== item.answer_index) : undefined;
    await q.locator(`[data-testid=sw-option][data-index="${pick?.index ?? item.answer_index}"]`).click();
  }
  const verdict = page.getByTestId("sw-verdict");
  await verdict.waitFor({ timeout: 45_000 });
  return (await verdict.getAttribute("data-right")) === "1";
}

/** Word-study plans end to end (issue 22), as student29 (whose seeded plan has three words due today). */
export const journeys: Journey[] = [
  {
    seconds: 85,
    ...micJourney(
      "study word: student29 adds a plan, does a day's task in all five exercises (one wrong on purpose, read-aloud into the microphone), repeats the missed word until right and sees the home badge drop",
      "student29",
      "seven",
      async ({ baseUrl, newPage, artifacts }, { mic, student }) => {
        const page = await newPage({ width: 1280, height: 900 });
        const shot = (name: string) =>
          page.screenshot({ path: join(artifacts, `review-${name}.png`), fullPage: true });
        await attachMic(page, mic);
        listen(page);
        await login(page, baseUrl, student);

        // 1. home: the quick link shows today's unfinished words; it leads to the plans (default: plan)
        const before = await homeBadge(page, baseUrl);
        check(before === 8, `the seeded plan has 5 new words and 3 reviews today (badge ${before})`);
        const shown = await page.getByTestId("sw-unfinished").locator("[aria-hidden=true]").innerText();
        check(shown.trim() === "8", `the badge reads 8 (${shown})`);
        await page.locator("a.quick-link[href='/study_word/plan']").click();
        await page.getByTestId("sw-plan-list").waitFor();
        await page.goto(`${baseUrl}/study_word`);
        await page.waitForURL(/\/study_word\/plan$/);
        await page.getByTestId("sw-plan").first().waitFor();
        check((await page.getByTestId("sw-plan").count()) === 1, "one plan (the seeded one)");
        await axeClean(page, "the plan list");
        await shot("1280-study-word-plans");
        const keys = await keyboardProblems(page);
        check(keys.length === 0, `keyboard on the plan list: ${keys.join("; ")}`);

        // 2. a new plan: a bad daily amount is refused with a message, then the plan starts
        await page.getByTestId("sw-add-plan").click();
        await page.locator("[data-testid=sw-book][data-book-id=cefr-a1]").click();
        await page.getByTestId("sw-daily").fill("3");
        await page.getByTestId("sw-save-plan").click();
        check(
          (await page.getByRole("alert").first().innerText()).includes("5〜50"),
          "3 words a day is refused",
        );
        check(
          await page.locator("[data-testid=sw-book][data-book-id=year-j1] input").isDisabled(),
          "a book that has a plan cannot be picked twice",
        );
        await axeClean(page, "add a plan (with the error)");
        await page.getByTestId("sw-daily").fill("5");
        await page.getByTestId("sw-save-plan").click();
        await page.getByTestId("sw-today-summary").waitFor();
        check((await page.getByTestId("sw-today-word").count()) === 5, "the new plan has 5 new words today");

        // 3. the seeded plan's day: 5 new words (meaning / listening) and 3 reviews (spelling, sentence, read-aloud)
        await page.goto(`${baseUrl}/study_word/plan`);
        const seeded = page.locator("[data-testid=sw-plan]").filter({ hasText: "中学1年" });
        await seeded.getByTestId("sw-open-today").click();
        await page.getByTestId("sw-today-summary").waitFor();
        await axeClean(page, "today's task");
        const paper = itemsOf(page, "challenge-paper2");
        await page.getByTestId("sw-start").click();
        const items = await paper;
        const kinds = new Set(items.map((i) => i.exercise));
        for (const k of ["meaning_choice", "listening_choice", "spelling", "sentence", "read_aloud"])
          check(kinds.has(k as Item["exercise"]), `today's task has a ${k} question (${[...kinds]})`);
        const wrongOnPurpose = items.find((i) => i.exercise === "meaning_choice") as Item;
        const missed: string[] = [];
        for (const item of items) {
          const right = await answer(page, item, item === wrongOnPurpose, (w) => mic.willSay(w));
          if (item === wrongOnPurpose) {
            check(!right, "the wrong meaning is marked wrong");
            const shown = await page.getByTestId("sw-correct").innerText();
            check(shown.includes(item.mean.split("、")[0] ?? ""), `the right meaning is shown: ${shown}`);
          } else if (item.exercise !== "read_aloud")
            check(right, `${item.exercise} of ${item.word} is right`);
          if (!right) missed.push(item.word);
          if (item === wrongOnPurpose) {
            await axeClean(page, "a question with its verdict");
            await shot("1280-study-word-verdict");
          }
          await page.getByTestId("sw-next").click();
          await page.getByTestId("sw-verdict").waitFor({ state: "detached" });
        }

        // 4. the result: right and wrong counts, then the missed words until all are right
        await page.getByTestId("sw-result-page").waitFor({ timeout: 20_000 });
        const summary = await page.getByTestId("sw-result-summary").innerText();
        check(
          summary.includes(`不正解 ${missed.length} 問`),
          `the result counts the missed words: ${summary}`,
        );
        check(
          (await page.locator("[data-testid=sw-result-row][data-right='0']").count()) >= 1,
          "a wrong row",
        );
        await axeClean(page, "today's result");
        await shot("1280-study-word-result");
        await page.setViewportSize({ width: 390, height: 844 });
        const wrongPaper = itemsOf(page, "wrong-topic-list");
        await page.getByTestId("sw-wrong-link").click();
        const wrongItems = await wrongPaper;
        check(
          wrongItems.some((i) => i.word === wrongOnPurpose.word),
          `the missed word waits in the list (${wrongItems.map((i) => i.word)})`,
        );
        // the first missed word is missed once more (it comes back), everything else is answered right
        let againOnce = true;
        for (let guard = 0; guard < 12; guard++) {
          const q = page.getByTestId("sw-question");
          const done = page.getByTestId("sw-wrong-result");
          await Promise.race([q.waitFor({ timeout: 20_000 }), done.waitFor({ timeout: 20_000 })]);
          if (await done.isVisible()) break;
          const id = Number(await q.getAttribute("data-word-id"));
          const item = wrongItems.find((i) => i.word_id === id) as Item;
          check(item, `the question asks a missed word (${id})`);
          const right = await answer(page, item, againOnce, (w) => mic.willSay(w));
          if (againOnce) {
            check((await horizontalOverflow(page)) === 0, "a question with its verdict fits 390 px");
            await shot("390-study-word-wrong-round");
          }
          check(right === !againOnce, `${item.word} verdict in the missed-word round`);
          againOnce = false;
          await page.getByTestId("sw-next").click();
          await page.getByTestId("sw-verdict").waitFor({ state: "detached" });
        }
        await page.getByTestId("sw-wrong-all-right").waitFor({ timeout: 20_000 });
        const rows = await page.getByTestId("sw-wrong-row").allInnerTexts();
        check((await horizontalOverflow(page)) === 0, "the missed-word result fits 390 px");
        await page.setViewportSize({ width: 1280, height: 900 });
        check(
          rows.some((r) => r.includes(wrongOnPurpose.word) && r.includes("(2)")),
          `asked twice: ${rows}`,
        );

        // 5. the record: charts of the last 30 days and the next 7; the plan fits 390 px
        await page.goto(`${baseUrl}/study_word/plan`);
        await seeded.getByRole("link", { name: "学習の記録" }).click();
        await page.getByTestId("sw-history-chart").waitFor();
        await page.getByTestId("sw-forecast-chart").waitFor();
        await axeClean(page, "the plan record");
        await shot("1280-study-word-record");
        const bar = await page.getByTestId("sw-info-bar").getByRole("img").getAttribute("aria-label");
        check(/学習済み \d+/.test(bar ?? ""), `the mastery bar reads its numbers: ${bar}`);
        await page.setViewportSize({ width: 390, height: 844 });
        check((await horizontalOverflow(page)) === 0, "the plan record fits 390 px");
        await shot("390-study-word-record");

        // 6. home: the badge dropped to the new plan's 5 words
        const after = await homeBadge(page, baseUrl);
        check(after === 5, `the badge drops from ${before} to the new plan's 5 (${after})`);
        check((await horizontalOverflow(page)) === 0, "home with the badge fits 390 px");
      },
    ),
  },
];
