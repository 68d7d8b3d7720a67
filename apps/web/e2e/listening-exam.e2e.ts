import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { chooseAnswers } from "./choices.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dist = process.env.HIBIKI_CONTENT_DIR ?? join(repo, "content/dist");

type Choice = { index: number; correct?: boolean };
type Item = {
  question_id: string;
  item_type: string;
  plays?: number;
  answers?: Choice[];
  questions?: { answers: Choice[] }[];
};
type Entry = { res_code: string; res_id: number; path: string; region_id: number; set: string };

const catalog = () =>
  JSON.parse(readFileSync(join(dist, "catalog.json"), "utf8")) as { listening_exams: Entry[] };
const itemsOf = (e: Entry) =>
  (JSON.parse(readFileSync(join(dist, e.path), "utf8")) as { items: Item[] }).items;

/** Parts 1-3 are answered with the key, parts 4-6 wrongly: the Common Test's 16+12+12+18 points. */
const RIGHT_PARTS = new Set(["1A", "1B", "2", "3"]);

/** Answers the item on screen (each choice group right or wrong), handing in several questions. */
async function answerItem(page: Page, items: readonly Item[], right: (item: Item) => boolean) {
  const main = page.locator(".pl-main");
  await main.waitFor({ timeout: 20_000 });
  const qid = await main.getAttribute("data-question-id");
  const item = items.find((i) => i.question_id === qid);
  check(item, `item ${qid} is on screen`);
  await chooseAnswers(page, (i) => {
    const choices = item.questions?.[i]?.answers ?? item.answers ?? [];
    return right(item)
      ? (choices.find((c) => c.correct)?.index ?? 0)
      : (choices.find((c) => !c.correct)?.index ?? 0);
  });
  return item;
}

/** Waits until the player shows another item, or the page left the player. */
async function nextItem(page: Page, before: string | null, leaving: RegExp) {
  await page.waitForFunction(
    ([b, re]) =>
      document.querySelector(".pl-main")?.getAttribute("data-question-id") !== b ||
      new RegExp(re as string).test(location.pathname),
    [before, leaving.source],
    { timeout: 30_000 },
  );
}

/** The listening exams (issue 21): a full Common Test mock, its score by part, and the review of its misses. */
export const journeys: Journey[] = [
  {
    name: "listening: student27 takes a Common Test mock as the test (parts 1-3 right, 4-6 wrong), gets 58/100 with points by part, and reviews the misses until none is left",
    seconds: 120,
    parallel: true,
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student27");
      await page.goto(`${baseUrl}/testing`);
      await page.getByTestId("exam-common_test").getByRole("link").click();
      await page.waitForURL(/\/college-entrance-test\/listening$/);
      const mocks = page.getByTestId("lx-mocks").getByTestId("lx-set");
      await mocks.first().waitFor();
      check((await mocks.count()) === 2, `two mock tests are listed, got ${await mocks.count()}`);
      check((await horizontalOverflow(page)) <= 0, "the list fits a 390 px screen");
      const entry = catalog().listening_exams.find((e) => e.res_code === "ct-listening-mock-1") as Entry;
      const items = itemsOf(entry);
      await page.locator('[data-testid=lx-set][data-res-code="ct-listening-mock-1"]').click();
      await page.getByTestId("lx-info").waitFor();
      check(
        (await page.getByTestId("lx-history").getAttribute("data-empty")) === "1",
        "no scores before the first sitting",
      );
      await page.getByTestId("lx-start-exam").click();
      await page.waitForURL(/\/college-entrance-test\/mock-test\?.*mode=exam/);
      const seen = new Set<string>();
      for (let guard = 0; guard < 40 && !page.url().includes("mock-test-result"); guard++) {
        await page.locator(".pl-main, [data-testid=lx-result]").first().waitFor({ timeout: 30_000 });
        if (page.url().includes("mock-test-result")) break;
        const limited = page.getByTestId("item-audio-limited");
        await limited.waitFor();
        const qid = await page.locator(".pl-main").getAttribute("data-question-id");
        const want = items.find((i) => i.question_id === qid)?.plays;
        check(
          (await limited.getAttribute("data-plays")) === String(want),
          `item ${qid} plays as often as its part: ${want}`,
        );
        const item = await answerItem(page, items, (i) => RIGHT_PARTS.has(i.item_type));
        seen.add(item.question_id);
        await nextItem(page, qid, /mock-test-result/);
      }
      check(seen.size === items.length, `every item of the mock was played: ${seen.size}/${items.length}`);
      const result = page.getByTestId("lx-result");
      await result.waitFor({ timeout: 30_000 });
      check((await result.getAttribute("data-points")) === "58", `parts 1-3 right score 58/100`);
      const chart = await page.getByTestId("lx-part-points").innerText();
      check(chart.includes("1A") && chart.includes("6B"), `the points by part list every part: ${chart}`);
      await page.screenshot({ path: join(artifacts, "review-listening-mock-result.png"), fullPage: true });

      // the review replays the six items that hold the 16 missed questions
      await page.getByTestId("lx-result-review").click();
      await page.getByTestId("lx-review-info").waitFor();
      const set = page.locator('[data-testid=lx-review-set][data-res-code="ct-listening-mock-1"]');
      check(
        (await set.getByTestId("lx-review-start").innerText()).includes("16"),
        "the 16 missed questions wait for review",
      );
      await set.getByTestId("lx-review-start").click();
      await page.waitForURL(/review-startup/);
      for (let guard = 0; guard < 12 && !page.url().includes("review-result"); guard++) {
        await page.locator(".pl-main, [data-testid=lx-result]").first().waitFor({ timeout: 30_000 });
        if (page.url().includes("review-result")) break;
        const qid = await page.locator(".pl-main").getAttribute("data-question-id");
        await answerItem(page, items, () => true);
        await nextItem(page, qid, /review-result/);
        const next = page.getByTestId("player-next");
        if (!page.url().includes("review-result") && (await next.isVisible())) await next.click();
      }
      const outcome = page.getByTestId("lx-review-outcome");
      await outcome.waitFor({ timeout: 30_000 });
      const text = await outcome.innerText();
      check(
        text.includes("16問をクリア") && text.includes("すべて終わりました"),
        `the review clears all: ${text}`,
      );

      // the set's page now charts the sitting and keeps the best score
      await page.goto(`${baseUrl}/college-entrance-test/mock-test?res_id=${entry.res_id}`);
      await page.getByTestId("lx-info").waitFor();
      check(
        (await page.getByTestId("lx-info").innerText()).includes("58 / 100"),
        "the set shows its best score",
      );
      check(
        (await page.getByTestId("lx-history").getAttribute("data-empty")) !== "1",
        "the history charts the sitting",
      );
    },
  },
];
