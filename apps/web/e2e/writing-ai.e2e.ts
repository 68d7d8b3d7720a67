import { join } from "node:path";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

const ESSAY =
  "Last sunday I go to the park with my freind. We plays soccer and eat lunch under a big tree. It was very fun day.";

/** AI writing (issue 6): write with errors, see them highlighted with a tooltip, the count and the chart. */
export const journeys: Journey[] = [
  {
    name: "student1 writes an essay with errors and sees highlighted errors and the score chart",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage();
      await login(page, baseUrl, "student1");
      await page.goto(`${baseUrl}/ai-writing`);
      await page.getByTestId("ai-writing-junior").click();
      await page.getByTestId("writing-topic-row").first().waitFor();
      await page.getByTestId("writing-topic-row").filter({ hasText: "My Weekend" }).click();
      await page.getByTestId("writing-topic").waitFor();

      // Panel rules: empty text is refused; Japanese characters are shown in red.
      await page.getByTestId("writing-submit").click();
      check(
        (await page.getByTestId("writing-error").innerText()).includes("作文を入力"),
        "empty writing shows skill_writing_content_cannot_empty",
      );
      await page.getByTestId("writing-editor").fill("I like すし.");
      await page.getByTestId("writing-submit").click();
      const bad = await page.getByTestId("writing-bad-char").allInnerTexts();
      check(bad.join("") === "すし", `non-English characters highlighted, got ${bad.join(",")}`);

      await page.getByTestId("writing-editor").fill(ESSAY);
      const words = await page.getByTestId("writing-word-count").innerText();
      const expected = ESSAY.trim().split(/\s+/).length;
      check(words.startsWith(String(expected)), `word count ${expected}, got ${words}`);
      await page.getByTestId("writing-submit").click();

      // Result: highlights, "N items", the four-score chart and the sample answer.
      await page.getByTestId("writing-result").waitFor({ timeout: 30_000 });
      const hits = await page.getByTestId("writing-hit").allInnerTexts();
      check(hits.length >= 3, `at least 3 highlighted errors, got ${hits.join(" | ")}`);
      check(
        hits.some((h) => /freind/.test(h)),
        `the misspelling is highlighted: ${hits.join(" | ")}`,
      );
      const count = await page.getByTestId("writing-error-count").innerText();
      check(
        count === `${hits.length} 項目` || Number.parseInt(count, 10) >= hits.length,
        `count shown: ${count}`,
      );
      check((await page.getByTestId("score-value").count()) === 4, "four scores in the chart");
      check((await page.locator("[data-testid='score-chart'] svg rect.bar").count()) === 4, "four SVG bars");
      check((await page.getByTestId("writing-sample").innerText()).includes("river"), "sample answer shown");

      // the score card sits above the text, so the first highlight may be below the fold
      const first = page.getByTestId("writing-hit").first();
      await first.scrollIntoViewIfNeeded();
      const box = await first.boundingBox();
      check(box, "highlight has a box");
      await page.mouse.move(box.x + 3, box.y + box.height / 2);
      await page.mouse.move(box.x + 5, box.y + box.height / 2);
      const tip = page.getByTestId("writing-tooltip");
      await tip.waitFor();
      const tipBox = await tip.boundingBox();
      check(
        tipBox && Math.abs(tipBox.y - (box.y + box.height / 2 + 30)) <= 2,
        "tooltip 30 px below the cursor",
      );
      await page.screenshot({ path: join(artifacts, "review-1280-ai-writing-result.png"), fullPage: true });

      // Back on the panel: the last-result link shows until the next edit, and it opens the saved result.
      await page.getByTestId("writing-show-panel").click();
      await page.getByTestId("writing-last-result").waitFor();
      await page.getByTestId("writing-last-result").locator("a").click();
      await page.getByTestId("ai-writing-result").waitFor();
      await page.getByTestId("writing-result").waitFor();
      check((await page.getByTestId("writing-try-again").count()) === 0, "no try again when from=last");
      await page.goto(`${baseUrl}/ai-writing/history`);
      await page.getByTestId("writing-history-row").first().waitFor();
      check((await page.getByTestId("writing-history-row").count()) === 1, "one writing in the history");
    },
  },
  {
    name: "student2 writes a correct skill-up essay, sees no errors, and tries again from the history",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student2");
      await page.goto(`${baseUrl}/skillup/writing/index?level=junior`);
      await page.getByTestId("writing-topic-row").filter({ hasText: "Free Diary" }).click();
      await page.getByTestId("writing-editor").fill("I like my school. My friends are kind.");
      await page.getByTestId("writing-submit").click();
      await page.getByTestId("writing-no-errors").waitFor({ timeout: 30_000 });
      check(
        (await page.getByTestId("writing-error-count").innerText()) === "0 項目",
        "zero items counted for a correct essay",
      );
      await page.goto(`${baseUrl}/skillup/writing/history`);
      await page.getByTestId("writing-history-row").first().click();
      await page.getByTestId("skillup-writing-deep").waitFor();
      await page.getByTestId("writing-result").waitFor();
      await page.getByTestId("writing-try-again").click();
      await page.waitForURL(/\/skillup\/writing\/form\?topic_id=jh-free-diary/);
      await page.getByTestId("writing-editor").waitFor();
    },
  },
  {
    name: "student30 answers an Eiken-style e-mail task on a phone and sees the four-band rubric",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student30");
      await page.goto(`${baseUrl}/ai-writing/list?level=junior`);
      const row = page.getByTestId("writing-topic-row").filter({ hasText: "An E-mail from Tom" });
      await row.waitFor();
      check(
        (await row.getByTestId("writing-topic-exam").innerText()).includes("英検形式"),
        "exam chip in the list",
      );
      await row.click();
      await page.getByTestId("writing-topic-questions").waitFor();
      const questions = await page.getByTestId("writing-topic-questions").locator("li").allInnerTexts();
      check(questions.length === 2, `the e-mail's two questions are listed, got ${questions.join(" | ")}`);
      // Answers the food question only.
      await page
        .getByTestId("writing-editor")
        .fill(
          "Hi Tom, thanks for your e-mail. You should try ramen because it is hot and tasty. See you soon!",
        );
      await page.getByTestId("writing-submit").click();
      const rubric = page.getByTestId("writing-rubric");
      await rubric.waitFor({ timeout: 30_000 });
      check((await page.getByTestId("writing-band-content").innerText()).includes("2 / 4"), "content 2 / 4");
      const notes = await page.getByTestId("writing-rubric-notes").innerText();
      check(/質問2.*答えていない/.test(notes), `the unanswered question is named: ${notes}`);
      check((await horizontalOverflow(page)) === 0, "the result fits 390 px");
      await rubric.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artifacts, "review-390-writing-eiken-rubric.png"), fullPage: true });
    },
  },
];
