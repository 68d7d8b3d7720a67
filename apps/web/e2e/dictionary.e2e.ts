import type { Page } from "playwright-core";
import { A11yLedger } from "./a11y-check.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

/** Japanese script in a text (kana or kanji). */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/**
 * Where a word of an element's text is on screen (the centre of its first box).
 * @param page - the page
 * @param selector - the element holding the text
 * @param word - the word to find
 * @returns client coordinates
 */
async function wordPoint(page: Page, selector: string, word: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([sel, w]) => {
      const root = document.querySelector(sel as string);
      if (!root) return null;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node.textContent ?? "").search(new RegExp(`\\b${w}\\b`));
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + (w as string).length);
        (node.parentElement as HTMLElement).scrollIntoView({ block: "center" });
        const box = range.getClientRects()[0];
        return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
      }
      return null;
    },
    [selector, word],
  );
  check(point, `the word "${word}" is shown in ${selector}`);
  return point;
}

/** Looks a word up from the search field of the page. */
async function search(page: Page, word: string) {
  const input = page.getByTestId("dict-search-input");
  await input.fill(word);
  await page.getByTestId("dict-search-submit").click();
  await page.waitForURL(
    (url) => url.pathname === "/dictionary/search" && url.searchParams.get("word") === word,
  );
}

/** The dictionary (issue 22 part 2): lookups with fuzzy and inflected forms, history, and the pen. */
export const journeys: Journey[] = [
  {
    name: "dictionary: student26 turns the pen on, looks up a misspelling and an inflected form, deletes a history entry, then taps a word in a reading text, hears it and adds it to the word book",
    seconds: 60,
    parallel: true,
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 390, height: 844 });
      const a11y = new A11yLedger();
      await login(page, baseUrl, "student26");
      await page.goto(`${baseUrl}/home`);
      await page.locator('a.quick-link[href="/dictionary/index"]').click();
      await page.waitForURL(/\/dictionary\/index$/);

      // the pen: off by default, stored on the server when turned on
      const pen = page.getByTestId("dict-pen-switch");
      await page.waitForFunction(() => {
        const b = document.querySelector<HTMLButtonElement>("[data-testid=dict-pen-switch]");
        return !!b && !b.disabled;
      });
      check(
        (await pen.getAttribute("aria-checked")) === "false",
        "the pen is off until the student turns it on",
      );
      await pen.click();
      await page.locator('[data-testid=dict-pen-switch][aria-checked="true"]').waitFor();
      await page.getByTestId("pen-badge").waitFor();

      // a misspelling: autocomplete while typing, then "did you mean" on the search page
      await page.getByTestId("dict-search-input").fill("recieve");
      await page.locator('[data-testid=dict-suggest-item][data-word="receive"]').waitFor();
      await page.getByTestId("dict-search-submit").click();
      await page.waitForURL(/\/dictionary\/search\?word=recieve/);
      const suggestion = page.getByTestId("dict-suggestion").filter({ hasText: /^receive$/ });
      await suggestion.waitFor();
      await suggestion.click();
      await page.locator('[data-testid=dict-headword]:text-is("receive")').waitFor();

      // an inflected form: went → go, with the note and the Japanese meaning
      await search(page, "went");
      await page.locator('[data-testid=dict-headword]:text-is("go")').waitFor();
      check(
        ((await page.getByTestId("dict-inflection").textContent()) ?? "").includes("went"),
        "the entry says went is a form of go",
      );
      check(
        ((await page.getByTestId("dict-meanings").textContent()) ?? "").includes("行く"),
        "go is glossed 行く",
      );
      check((await horizontalOverflow(page)) <= 0, "the entry fits a 390 px screen");
      await a11y.scan(page, "entry (went → go)");

      // the history: the lookups are listed; one is deleted after the confirmation
      await page.getByRole("link", { name: /辞書にもどる|Back to the dictionary/ }).click();
      await page.waitForURL(/\/dictionary\/index$/);
      const rows = page.getByTestId("dict-history-row");
      await rows.first().waitFor();
      const words = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-word")));
      check(words.includes("receive"), `receive is in the history, got ${words.join(", ")}`);
      await a11y.scan(page, "index with history");
      const receive = page.locator('[data-testid=dict-history-row][data-word="receive"]');
      await receive.getByTestId("dict-history-check").check();
      await page.getByTestId("dict-history-delete").click();
      await page.getByTestId("msgbox-ok").click();
      await receive.waitFor({ state: "detached" });
      check((await rows.count()) === words.length - 1, "only the selected word left the history");

      // the pen in a reading text: the skill-up reading-comprehension passage
      await page.goto(`${baseUrl}/skillup/details?res_code=su-reading-comprehension-1&mode=practice`);
      await page
        .locator("[data-testid=player-reading-comprehension] .pl-passage")
        .waitFor({ timeout: 30_000 });
      await page.getByTestId("pen-badge").waitFor();
      const at = await wordPoint(page, "[data-testid=player-reading-comprehension] .pl-passage", "apron");
      await page.mouse.click(at.x, at.y);
      const popup = page.locator('[data-testid=pen-popup][data-word="apron"]');
      await popup.waitFor();
      await popup.getByTestId("pen-meanings").waitFor();
      const meaning = (await popup.getByTestId("pen-meanings").textContent()) ?? "";
      check(JAPANESE.test(meaning), `the popup gives a Japanese meaning, got "${meaning}"`);
      const ipa = (await popup.getByTestId("pen-ipa").textContent()) ?? "";
      check(/^\/.+\/$/.test(ipa.trim()), `the popup gives the IPA, got "${ipa}"`);
      const box = await popup.boundingBox();
      check(box && box.x >= 0 && box.x + box.width <= 390, "the popup fits a 390 px screen");

      await a11y.scan(page, "pen popup", { keyboard: false });
      const audio = page.waitForResponse((r) => r.url().includes("/tts/") && r.url().includes("apron"));
      await popup.getByTestId("pen-audio").click();
      const served = await audio;
      // a media element may ask for a byte range (206)
      check(served.ok(), `the word's audio is served, got ${served.status()}`);
      check((served.headers()["content-type"] ?? "").startsWith("audio/"), "the answer is audio");

      await popup.getByTestId("pen-add-word-book").click();
      await popup.locator('[data-testid=pen-add-word-book][data-in-word-book="1"]').waitFor();
      await page.keyboard.press("Escape");
      await popup.waitFor({ state: "detached" });

      // the word book lists it
      await page.goto(`${baseUrl}/my_collection?tab=words`);
      await page.getByTestId("favourite-word-row").filter({ hasText: "apron" }).waitFor();

      await page.goto(`${baseUrl}/dictionary/about`);
      await page.getByTestId("dict-source").first().waitFor();
      check((await horizontalOverflow(page)) <= 0, "the sources page fits a 390 px screen");
      await a11y.scan(page, "about (sources and licences)");
      a11y.assertClean("dictionary");
    },
  },
];
