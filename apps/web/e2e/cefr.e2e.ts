import { join } from "node:path";
import type { Page } from "playwright-core";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

/** Answers the choice item on screen (first option of each group; plays the question first if asked). */
async function answerChoice(page: Page): Promise<boolean> {
  const item = page.getByTestId("cefr-item");
  const toQuestion = item.getByTestId("to-question-audio");
  if (await toQuestion.isVisible()) await toQuestion.click();
  const groups = item.locator("fieldset.pl-options");
  const n = await groups.count();
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const opt = groups.nth(i).getByTestId("choice-option").first();
    if ((await opt.getAttribute("aria-disabled")) !== "true") await opt.click();
  }
  const handIn = item.getByTestId("hand-in");
  if (await handIn.isVisible()) await handIn.click();
  return true;
}

/** The CEFR-J level test (issue 19) in the browser: the tab, the home, about, the map, a placement resumed. */
export const journeys: Journey[] = [
  {
    name: "student27 opens the CEFR-J tab on a phone, reads about it, sees the map and starts and resumes the placement",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student27");
      await page.getByTestId("tab-cefrIndex").click();
      await page.getByTestId("cefr-home").waitFor();
      check(
        (await page.getByTestId("cefr-current").innerText()).includes("まだレベルが決まっていません"),
        "a new student is not placed yet",
      );
      check((await horizontalOverflow(page)) === 0, "the CEFR home fits 390 px");
      await page.screenshot({ path: join(artifacts, "review-390-cefr-home.png"), fullPage: true });

      await page.getByTestId("cefr-link-about").click();
      await page.getByTestId("cefr-about").waitFor();
      check(
        (await page.getByTestId("cefr-credit").innerText()).includes("CEFR-J Wordlist"),
        "the about page credits the CEFR-J Wordlist",
      );
      await page.goto(`${baseUrl}/steps/map`);
      await page.getByTestId("cefr-map").waitFor();
      await page.getByTestId("cefr-path").waitFor();
      const steps = await page.getByTestId("cefr-path").locator("li").count();
      check(steps === 10, `the map shows the ten steps, got ${steps}`);

      await page.goto(`${baseUrl}/steps`);
      await page.getByTestId("cefr-start-placement").click();
      await page.getByTestId("cefr-test").waitFor();
      await page.getByTestId("cefr-item").waitFor({ timeout: 20_000 });
      const progress = page.getByTestId("cefr-progress-text");
      let answered = 0;
      for (let i = 0; i < 3; i++) {
        const before = await progress.innerText();
        await page.getByTestId("cefr-item").waitFor({ timeout: 20_000 });
        if (!(await answerChoice(page))) break;
        await page.waitForFunction(
          (b) => document.querySelector("[data-testid=cefr-progress-text]")?.textContent !== b,
          before,
          { timeout: 20_000 },
        );
        answered++;
      }
      check(answered >= 1, "at least one placement item answered in the browser");
      check((await progress.innerText()).includes(String(answered)), `progress counts ${answered} answers`);
      // a reload resumes the same test where it was
      await page.reload();
      await page.getByTestId("cefr-item").waitFor({ timeout: 20_000 });
      check(
        (await page.getByTestId("cefr-progress-text").innerText()).includes(String(answered)),
        "the placement resumes after a reload",
      );
      check((await horizontalOverflow(page)) === 0, "the test page fits 390 px");
      await page.screenshot({ path: join(artifacts, "review-390-cefr-placement.png"), fullPage: true });
    },
  },
];
