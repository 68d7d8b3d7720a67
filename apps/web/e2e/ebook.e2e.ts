import type { Page } from "playwright-core";
import { A11yLedger, settle } from "./a11y-check.ts";
import { chooseAnswers } from "./choices.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

/** The sentence id of the line marked as being read ("" when none). */
const currentLine = (page: Page) =>
  page
    .locator("[data-testid=eb-line][aria-current=true]")
    .first()
    .getAttribute("data-sentence-id", { timeout: 1000 })
    .catch(() => "");

/**
 * Waits until the line being read is the given one: the reader marks a line when its audio starts, so this
 * waits on the page's own event (a DOM change), not on a fixed time.
 * @param page - the reader
 * @param id - the sentence id
 */
async function waitForCurrent(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (want) =>
      document.querySelector("[data-testid=eb-line][aria-current=true]")?.getAttribute("data-sentence-id") ===
      want,
    id,
    { timeout: 30_000 },
  );
}

/** Answers the exercise in the textbook player (first option of each question) until its result opens. */
async function answerExercise(page: Page): Promise<void> {
  const done = () => page.url().includes("/ebook/exercise/result/");
  for (let guard = 0; guard < 30 && !done(); guard++) {
    const main = page.locator(".pl-main");
    await main
      .locator("fieldset.pl-options")
      .first()
      .or(page.getByTestId("player-next"))
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    if (done()) break;
    const open = main.locator("fieldset.pl-options [data-testid=choice-option]:not([aria-disabled=true])");
    if (await open.count()) await chooseAnswers(page, () => 0);
    const next = page.getByTestId("player-next");
    await Promise.race([
      next.waitFor({ timeout: 8000 }).catch(() => undefined),
      page.waitForURL(/\/ebook\/exercise\/result\//, { timeout: 8000 }).catch(() => undefined),
    ]);
    if (!done() && (await next.isVisible())) await next.click();
  }
  await page.waitForURL(/\/ebook\/exercise\/result\//, { timeout: 20_000 });
}

/**
 * The e-book area (issue 23): the level check, a recommended book read with audio and highlighting, the
 * speed feedback, the exercise in the textbook player, the impression once, the shelf and a bookmark.
 */
export const journeys: Journey[] = [
  {
    name: "ebook: student3 takes the level check, reads a recommended book with audio, answers its exercise and writes the impression",
    parallel: true,
    seconds: 90,
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 1280, height: 900 });
      const ledger = new A11yLedger();
      const scan = async (name: string, marker: string) => {
        await settle(page, marker);
        await ledger.scan(page, name);
      };
      await login(page, baseUrl, "student3");

      // 1. home's quick link opens the e-book home, which asks for the level check
      await page.locator("a.quick-link[href='/ebook/index']").click();
      await page.getByTestId("eb-index").waitFor({ timeout: 20_000 });
      await scan("/ebook/index", "[data-testid=eb-my-level]");
      await page.getByTestId("eb-to-level-check").click();

      // 2. the level check: questions one by one (the first option each time), then the result
      await page.getByTestId("eb-level-start").click();
      await page.getByTestId("eb-level-item").waitFor({ timeout: 20_000 });
      await ledger.scan(page, "/ebook/test");
      for (let i = 0; i < 20; i++) {
        const at = Number(await page.getByTestId("eb-level-test").getAttribute("data-at"));
        await page
          .locator(`[data-testid=eb-level-item] [data-testid=eb-level-option][data-index="0"]`)
          .check();
        const submit = page.getByTestId("eb-level-submit");
        if (await submit.isVisible()) {
          await submit.click();
          break;
        }
        await page.getByTestId("eb-level-next").click();
        await page.locator(`[data-testid=eb-level-test][data-at="${at + 1}"]`).waitFor();
      }
      const result = page.getByTestId("eb-level-result");
      await result.waitFor({ timeout: 20_000 });
      const yl = Number(await result.getAttribute("data-yl"));
      check(yl >= 0.5 && yl <= 4, `the level check suggests a YL in 0.5-4.0 (${yl})`);
      check(
        (await page.getByTestId("eb-level-bars").locator("svg[role='img']").count()) === 1,
        "the result draws the right answers per level",
      );
      await scan("/ebook/level-check (result)", "[data-testid=eb-level-bars]");

      // 3. pick the lowest-level recommended book (or, without one, the easiest book of the library)
      const recommended = page.getByTestId("eb-level-recommended").getByTestId("eb-book");
      let bookHref: string;
      if ((await recommended.count()) > 0) {
        const books = await recommended.evaluateAll((els) =>
          els.map((e) => ({ yl: Number(e.getAttribute("data-yl")), href: e.getAttribute("href") ?? "" })),
        );
        books.sort((a, b) => a.yl - b.yl);
        bookHref = books[0]?.href ?? "";
      } else {
        await page.goto(`${baseUrl}/ebook/list?sort=level`);
        bookHref =
          (await page.getByTestId("eb-book").first().getAttribute("href", { timeout: 20_000 })) ?? "";
      }
      check(bookHref.startsWith("/ebook/details/"), `a book to read: ${bookHref}`);
      await page.goto(`${baseUrl}/ebook/list`);
      await scan("/ebook/list", "[data-testid=eb-book]");
      await page.goto(`${baseUrl}${bookHref}`);
      const details = page.getByTestId("eb-details");
      await details.waitFor({ timeout: 20_000 });
      const bookId = (await details.getAttribute("data-book-id")) as string;
      await scan("/ebook/details/{id}", "[data-testid=eb-book-record]");

      // 4. the shelf: add, then the home shows it
      const shelf = page.getByTestId("eb-shelf-toggle");
      if ((await shelf.getAttribute("data-on-shelf")) === "1") await shelf.click();
      await page.locator("[data-testid=eb-shelf-toggle][data-on-shelf='0']").waitFor();
      await shelf.click();
      await page.locator("[data-testid=eb-shelf-toggle][data-on-shelf='1']").waitFor();

      // 5. read with audio: the highlight moves from line 1 to line 2 as their clips start
      await page.getByTestId("eb-read").click();
      await page.getByTestId("eb-page").waitFor({ timeout: 20_000 });
      const firstPage = await page
        .getByTestId("eb-line")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-sentence-id") ?? ""));
      check(firstPage[0] === "p1-1", `the reader opens at the first line (${firstPage[0]})`);
      check((await currentLine(page)) === "", "no line is marked before playing");
      await page.getByTestId("eb-play").click();
      await waitForCurrent(page, "p1-1");
      await waitForCurrent(page, firstPage[1] ?? "p2-1");
      await page.getByTestId("eb-pause").click();
      await page.getByTestId("eb-resume").waitFor();
      await ledger.scan(page, "/ebook/reading/{id}");

      // Japanese under the lines, on and off
      await page.getByTestId("eb-toggle-ja").click();
      check(
        (await page.getByTestId("eb-line-ja").count()) === firstPage.length,
        "every line shows its Japanese",
      );
      await page.getByTestId("eb-toggle-ja").click();
      check((await page.getByTestId("eb-line-ja").count()) === 0, "the Japanese hides again");

      // 6. a bookmark: a name is required; the same name again is refused by the server
      await page.getByTestId("eb-bookmark-open").click();
      await page.getByTestId("eb-bookmark-save").click();
      const form = page.getByTestId("eb-bookmark-form");
      check(
        (await form.getByRole("alert").innerText()).includes("しおりの名前を入力してください"),
        "a name is required",
      );
      await page.getByTestId("eb-bookmark-name").fill("はじめ");
      await page.getByTestId("eb-bookmark-save").click();
      await form.waitFor({ state: "detached" });
      await page.getByTestId("eb-page-marks").waitFor();
      await page.getByTestId("eb-bookmark-open").click();
      await page.getByTestId("eb-bookmark-name").fill("はじめ");
      await page.getByTestId("eb-bookmark-save").click();
      const dup = await form.getByRole("alert").innerText({ timeout: 10_000 });
      check(dup.includes("登録"), `a duplicate bookmark is refused with the server's message: ${dup}`);
      await page.getByTestId("eb-bookmark-open").click();

      // 7. turn to the last page with the keyboard and finish: the speed feedback, then the exercise
      const total = Number((await page.getByTestId("eb-page-no").innerText()).match(/\/\s*(\d+)/)?.[1]);
      for (let p = 2; p <= total; p++) {
        await page.keyboard.press("ArrowRight");
        await page.locator(`[data-testid=eb-page][data-page="${p}"]`).waitFor();
      }
      await page.setViewportSize({ width: 390, height: 844 });
      check((await horizontalOverflow(page)) === 0, "the reader fits 390 px");
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId("eb-finish-btn").click();
      const band = page.getByTestId("eb-speed-band");
      await band.waitFor({ timeout: 20_000 });
      const speed = await band.getAttribute("data-band");
      check(
        ["fast", "average", "slow", "too_little"].includes(speed ?? ""),
        `a speed band is shown (${speed})`,
      );
      check((await band.innerText()).length > 10, "the speed feedback is worded");
      await page.getByTestId("eb-to-exercise").click();
      await page.getByTestId("eb-exercise-info").waitFor({ timeout: 20_000 });
      await page.getByTestId("eb-exercise-start").click();
      await page.getByTestId("eb-exercise-player").waitFor({ timeout: 20_000 });
      await answerExercise(page);
      await page.getByTestId("eb-exercise-result-page").waitFor({ timeout: 20_000 });
      await scan("/ebook/exercise/result/", "[data-testid=result-screen]");

      // 8. the impression, once: then read-only
      await page.getByTestId("eb-result-impression").click();
      const impression = page.getByTestId("eb-impression-form");
      await impression.waitFor({ timeout: 20_000 });
      await ledger.scan(page, "/ebook/impression/{id}");
      await impression.locator(".eb-star").nth(3).click();
      await page
        .getByTestId("eb-impression-text-input")
        .fill("The story was easy to follow and the ending made me smile.");
      await page.getByTestId("eb-impression-line").selectOption({ index: 1 });
      await page.getByTestId("eb-impression-submit").click();
      await page.getByTestId("eb-impression-view").waitFor({ timeout: 20_000 });
      check(
        (await page.getByTestId("eb-impression-locked").innerText()).includes("書き直す"),
        "the impression is shown read-only with the note",
      );
      check((await page.getByTestId("eb-impression-form").count()) === 0, "no form after sending");

      // 9. the book's page: read, impression sent, the bookmark listed; take it off the shelf
      await page.goto(`${baseUrl}/ebook/details/${bookId}`);
      await details.waitFor({ timeout: 20_000 });
      check((await page.getByTestId("eb-mark-read").getAttribute("data-read")) === "1", "the book is read");
      check(
        (await page.getByTestId("eb-to-impression").innerText()).includes("見る"),
        "the impression is there",
      );
      await page.getByTestId("eb-bookmark").first().waitFor();
      await page.getByTestId("eb-bookmark-delete").first().click();
      await page.getByTestId("msgbox-ok").click();
      await page.getByTestId("eb-bookmarks-none").waitFor();
      await shelf.click();
      await page.locator("[data-testid=eb-shelf-toggle][data-on-shelf='0']").waitFor();
      await page.goto(`${baseUrl}/ebook/history`);
      await page.getByTestId("eb-log").first().waitFor({ timeout: 20_000 });
      await scan("/ebook/history", "[data-testid=eb-daily-chart]");
      await page.setViewportSize({ width: 390, height: 844 });
      check((await horizontalOverflow(page)) === 0, "the history fits 390 px");
      ledger.assertClean("ebook");
    },
  },
];
