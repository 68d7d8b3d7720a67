import { join } from "node:path";
import { answerOrSkip } from "./cefr-answer.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

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
      // three items of whatever kind the placement picks: choices answered, the others skipped
      const answered = 3;
      for (let i = 0; i < answered; i++) await answerOrSkip(page, false);
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
