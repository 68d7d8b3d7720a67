import { join } from "node:path";
import type { Page } from "playwright-core";
import { answerChoiceItem, answerOrSkip } from "./cefr-answer.ts";
import { check, type Journey, login } from "./helpers.ts";

const STEPS = ["Pre-A1", "A1.1", "A1.2", "A1.3", "A2.1", "A2.2", "B1.1", "B1.2", "B2.1", "B2.2"];

/** Plays the test on screen to its result; returns how many items it gave. */
async function playToResult(page: Page, right: boolean): Promise<{ items: number; skipped: number }> {
  let items = 0;
  let skipped = 0;
  await page.getByTestId("cefr-item").waitFor({ timeout: 20_000 });
  while (!page.url().includes("/steps/testResult")) {
    check(items < 31, "the test ends by its 30th item");
    if ((await answerOrSkip(page, right)) === "skipped") skipped++;
    items++;
    await page.waitForFunction(
      () =>
        location.pathname.includes("/steps/testResult") ||
        document.querySelector("[data-testid=cefr-item]") !== null,
      undefined,
      { timeout: 20_000 },
    );
  }
  await page.getByTestId("cefr-result").waitFor();
  return { items, skipped };
}

/** Practises the weak questions of one skill, each with its key, to the practice's result. */
async function practiseRound(page: Page, baseUrl: string, skill: string): Promise<void> {
  await page.goto(`${baseUrl}/steps/testWeakDetails?skill=${skill}`);
  await page.getByTestId("cefr-weak-practice").waitFor();
  for (let i = 0; i < 40; i++) {
    check(await answerChoiceItem(page, true), `the ${skill} weak question is a choice item`);
    await page.getByTestId("cefr-weak-streak").waitFor({ timeout: 20_000 });
    const [n, count] = ((await page.getByTestId("cefr-weak-progress").innerText()).match(/\d+/g) ?? []).map(
      Number,
    );
    await page.getByTestId("cefr-weak-next").click();
    if (n === count) break;
  }
  await page.getByTestId("cefr-weak-result").waitFor();
}

/** The CEFR-J level test end to end (issue 19): placement → map → a step test that moves up → weak practice. */
export const journeys: Journey[] = [
  {
    name: "student28 takes the placement to its result, passes a step test, moves up on the map and clears weak questions",
    seconds: 150,
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 1280, height: 900 });
      await login(page, baseUrl, "student28");
      await page.goto(`${baseUrl}/steps`);
      await page.getByTestId("cefr-start-placement").click();

      // 1. the adaptive placement, answered as a weak student would (first option, no microphone)
      const placement = await playToResult(page, false);
      check(
        placement.items >= 12 && placement.items <= 30,
        `placement gave ${placement.items} items (12-30)`,
      );
      const placed = (await page.getByTestId("cefr-level-after").innerText()).trim();
      check(STEPS.includes(placed), `placed at a CEFR-J step, got "${placed}"`);
      // the options are shuffled: always taking the first one does not get everything right
      const firstScore = Number((await page.getByTestId("cefr-result-score").innerText()).match(/\d+/)?.[0]);
      check(
        firstScore < 90,
        `always the first option scored ${firstScore}: the right answer is not always first`,
      );
      const band = await page.getByTestId("cefr-band").innerText();
      check(/[A-Z]/.test(band), `the result shows the level's 95% band, got "${band}"`);
      await page.screenshot({
        path: join(artifacts, "review-1280-cefr-placement-result.png"),
        fullPage: true,
      });

      // 2. the map marks that step as the student's
      await page.goto(`${baseUrl}/steps/map`);
      await page.getByTestId(`cefr-node-${placed}`).waitFor();
      check(
        (await page.getByTestId(`cefr-node-${placed}`).getAttribute("data-status")) === "current",
        `the map marks ${placed} current`,
      );

      // 3. a step test at that step, answered right (the read-aloud item skipped): it moves the student up
      await page.goto(`${baseUrl}/steps`);
      await page.getByTestId("cefr-start-step").click();
      const step = await playToResult(page, true);
      const score = Number((await page.getByTestId("cefr-result-score").innerText()).match(/\d+/)?.[0]);
      check(score >= 80, `the step test scored ${score} with ${step.skipped} skipped of ${step.items}`);
      check(
        (await page.getByTestId("cefr-result-message").getAttribute("data-moved")) === "up",
        "a step test at or above 80 moves the student up",
      );
      // the answer-by-answer details list every item, the skipped read-aloud one as wrong
      await page.getByTestId("cefr-to-details").click();
      await page.getByTestId("cefr-test-details").waitFor();
      const rows = page.getByTestId("cefr-answer-row");
      await rows.first().waitFor();
      check(
        (await rows.count()) === step.items,
        `the details list ${step.items} answers, got ${await rows.count()}`,
      );
      check(
        (await page.locator("[data-testid=cefr-answer-row][data-correct='0']").count()) === step.skipped,
        `only the ${step.skipped} skipped item(s) are wrong`,
      );
      await page.goBack();
      await page.getByTestId("cefr-result").waitFor();
      const next = STEPS[STEPS.indexOf(placed) + 1] as string;
      check(
        (await page.getByTestId("cefr-level-after").innerText()).trim() === next,
        `the student is now at ${next}`,
      );
      await page.goto(`${baseUrl}/steps/map`);
      await page.getByTestId(`cefr-node-${next}`).waitFor();
      check(
        (await page.getByTestId(`cefr-node-${placed}`).getAttribute("data-status")) === "passed" &&
          (await page.getByTestId(`cefr-node-${next}`).getAttribute("data-status")) === "current",
        `the map shows ${placed} passed and ${next} current`,
      );

      // 4. the weak list holds the placement's wrong answers, by skill and question type
      await page.goto(`${baseUrl}/steps/weakList`);
      await page.getByTestId("cefr-weak-list").waitFor();
      await page.getByTestId("cefr-weak-item").first().waitFor();
      const types = await page.getByTestId("cefr-type-filter").locator("option").count();
      check(types >= 2, "the weak list can be filtered by question type");
      let chosen = "";
      for (const s of ["vocabulary", "grammar", "listening", "reading"])
        if (!chosen && (await page.getByTestId(`cefr-filter-${s}`).count()) > 0) chosen = s;
      check(chosen !== "", "the placement left a weak question of a choice skill");
      await page.screenshot({ path: join(artifacts, "review-1280-cefr-weak-list.png"), fullPage: true });

      // 5. two rounds of practice, all right: the first counts one in a row, the second clears them
      await practiseRound(page, baseUrl, chosen);
      const firstCleared = await page.getByTestId("cefr-weak-answer").locator(".chip").count();
      check(firstCleared === 0, `one right answer clears nothing yet (${firstCleared} cleared)`);
      await practiseRound(page, baseUrl, chosen);
      const answers = await page.getByTestId("cefr-weak-answer").count();
      const cleared = await page.getByTestId("cefr-weak-answer").locator(".chip").count();
      check(
        answers > 0 && cleared === answers,
        `the second right answer clears each one (${cleared}/${answers})`,
      );
      await page.goto(`${baseUrl}/steps/weakList`);
      await page.getByTestId("cefr-weak-cleared").waitFor();
      check(
        (await page.getByTestId(`cefr-filter-${chosen}`).count()) === 0,
        `no ${chosen} weak question is left after clearing them`,
      );
    },
  },
];
