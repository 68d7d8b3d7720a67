import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";
import { completeResource } from "./textbook-solver.ts";

const progressText = async (page: import("playwright-core").Page) =>
  ((await page.getByTestId("player-progress").textContent()) ?? "").trim();

/** The textbook module end to end: navigation, resume after a reload, exam skip, result, history. */
export const journeys: Journey[] = [
  {
    name: "textbook: bookList → unit → practise, a reload resumes, result links on, history shows it",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student1");
      await page.getByTestId("tab-bookList").click();
      await page.waitForURL(/\/bookList$/);
      await page.getByTestId("book-card").first().waitFor();
      check((await page.getByTestId("book-card").count()) >= 2, "at least two textbooks on /bookList");
      await page.getByTestId("book-card").first().click();
      await page.waitForURL(/\/unitDirectory\?book_id=/);
      await page.getByTestId("unit-card").first().click();
      await page.waitForURL(/\/unitList\?unit_id=/);
      const row = page.locator("[data-testid=resource-row][data-res-code$='grammar-choice']").first();
      await row.getByTestId("practise-link").click();
      await page.waitForURL(/\/textbook\/details\?/);
      await page.getByTestId("player-grammar-choice").waitFor();
      check(
        (await progressText(page)).startsWith("1 /"),
        `starts at question 1, got ${await progressText(page)}`,
      );
      const saved = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-record"));
      await page.getByTestId("choice-option").first().click();
      check((await saved).ok(), "the first answer is saved at once");
      await page.reload();
      await page.getByTestId("player-grammar-choice").waitFor();
      check(
        (await progressText(page)).startsWith("2 /"),
        `a reload resumes at question 2, got ${await progressText(page)}`,
      );
      const first = (await page.getByTestId("sidebar-item").first().textContent()) ?? "";
      check(
        !first.includes("未回答"),
        `the sidebar keeps question 1's result after the reload, got "${first}"`,
      );
      await completeResource(page, "grammar-choice");
      await page.getByTestId("result-grammar-choice").waitFor();
      await page.getByTestId("next-resource").waitFor();
      await page.getByTestId("next-resource").click();
      await page.waitForURL(/\/textbook\/details\?/);
      await page.goto(`${baseUrl}/history/index`);
      await page.getByTestId("history-item").first().waitFor();
      await page.locator("[data-testid=history-item]", { hasText: "be動詞" }).first().click();
      await page.waitForURL(/\/history\/details\?/);
      await page.getByTestId("history-attempt").first().click();
      await page.waitForURL(/\/history\/details_deep\?guid=/);
      await page.getByTestId("result-screen").waitFor();
    },
  },
  {
    name: "textbook: exam skip posts a skipped answer; screens fit 390 px",
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 390, height: 800 });
      await login(page, baseUrl, "student1");
      await page.goto(`${baseUrl}/bookList`);
      await page.getByTestId("book-card").first().waitFor();
      check((await horizontalOverflow(page)) === 0, "/bookList fits 390 px");
      await page.goto(`${baseUrl}/textbook/details?res_code=jh1-u1-word-choice&mode=exam`);
      await page.getByTestId("player-word-choice").waitFor();
      check((await horizontalOverflow(page)) === 0, "the player fits 390 px");
      check((await page.getByTestId("practice-sidebar").count()) === 0, "no practice sidebar in exam mode");
      const before = await progressText(page);
      const saved = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-record"));
      await page.getByTestId("exam-skip").click();
      const body = (await saved).request().postData() ?? "";
      check(
        decodeURIComponent(body).includes('"is_skipped":1'),
        `skip posts is_skipped=1, got ${body.slice(0, 200)}`,
      );
      await page.waitForFunction(
        (b) => document.querySelector("[data-testid=player-progress]")?.textContent?.trim() !== b,
        before,
      );
      await completeResource(page, "word-choice");
      const summary = (await page.getByTestId("result-screen").textContent()) ?? "";
      check(
        /1 問スキップ/.test(summary),
        `the result counts the skipped question, got ${summary.slice(0, 200)}`,
      );
      check((await horizontalOverflow(page)) === 0, "the result fits 390 px");
    },
  },
];
