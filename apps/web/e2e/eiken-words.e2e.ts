import type { Page } from "playwright-core";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

/**
 * Every text the page asked the speech synthesis for, in order (word and example audio), and a wait for
 * the next one: resolves on the request, fails after 20 s. Routing the requests also turns the browser
 * cache off, so a word said before is asked for again.
 */
async function spokenTexts(page: Page) {
  const spoken: string[] = [];
  let waiting: Array<() => void> = [];
  await page.route(/\/v3\/tts\/speak\?/, (route) => {
    spoken.push(new URL(route.request().url()).searchParams.get("text") ?? "");
    for (const wake of waiting) wake();
    waiting = [];
    return route.continue();
  });
  /** @returns the last text once more than `from` were asked for */
  const after = async (from: number): Promise<string> => {
    const limit = Date.now() + 20_000;
    while (spoken.length <= from) {
      check(Date.now() < limit, "the word's audio was asked for within 20 s");
      await Promise.race([
        new Promise<void>((resolve) => waiting.push(resolve)),
        new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, limit - Date.now()))),
      ]);
    }
    return spoken[spoken.length - 1] as string;
  };
  return { spoken, after };
}

/** Eiken word study end to end (issue 20): the tab, learning ten words, training them in four exercises. */
export const journeys: Journey[] = [
  {
    seconds: 90,
    ...micJourney(
      "eiken: student22 learns ten grade-5 words from their cards, trains them (meaning, listening, spelling, reading into the microphone) and sees the progress",
      "student22",
      "hello",
      async ({ baseUrl, newPage }, { mic, student }) => {
        const page = await newPage({ width: 1280, height: 900 });
        await attachMic(page, mic);
        const audio = await spokenTexts(page);
        await login(page, baseUrl, student);
        await page.getByTestId("tab-eikenIndex").click();
        const grade5 = page.getByTestId("eiken-grade-5");
        await grade5.waitFor({ timeout: 20_000 });
        check((await grade5.innerText()).includes("習得 0 / 300 語"), "grade 5 starts with nothing mastered");
        await grade5.getByTestId("eiken-link-learning").click();
        check((await page.getByTestId("ek-waiting").innerText()).includes("300 語"), "300 new words wait");
        await page.getByTestId("ek-start").click();

        // 1. learning: each card, then its meaning (the last one answered wrongly on purpose)
        const glossOf = new Map<string, string>();
        for (let i = 0; i < 10; i++) {
          const card = page.getByTestId("ek-learn-card");
          await card.waitFor({ timeout: 20_000 });
          const word = (await card.locator(".ek-word").innerText()).trim();
          const ja = (await card.getByTestId("ek-word-ja").innerText()).trim();
          glossOf.set(word, ja);
          if (i === 0) {
            const before = audio.spoken.length;
            await card.getByTestId("ek-say-word").click();
            check((await audio.after(before)) === word, `the card says "${word}"`);
          }
          await page.getByTestId("ek-card-next").click();
          const options = page.getByTestId("ek-option");
          await options.first().waitFor();
          const texts = (await options.allInnerTexts()).map((t) => t.trim());
          check(texts.length === 4 && texts.includes(ja), `four options with the gloss of ${word}: ${texts}`);
          await options.nth(i === 9 ? texts.findIndex((t) => t !== ja) : texts.indexOf(ja)).click();
          const verdict = page.getByTestId("ek-verdict");
          await verdict.waitFor();
          check(
            (await verdict.getAttribute("data-right")) === (i === 9 ? "0" : "1"),
            `the verdict of ${word}`,
          );
          await page.getByTestId("ek-next").click();
        }
        await page.getByTestId("ek-result").waitFor({ timeout: 20_000 });
        check((await page.getByTestId("ek-score").innerText()).startsWith("90"), "learning scored 9 of 10");
        check((await page.getByTestId("ek-result-row").count()) === 10, "the result lists the ten words");

        // 2. training: the studied words come back in four exercises
        await page.goto(`${baseUrl}/eiken/wordtraining/index?level_id=1`);
        let mark = audio.spoken.length;
        await page.getByTestId("ek-start").click();
        const seen = new Set<string>();
        const wordOfGloss = new Map([...glossOf].map(([w, j]) => [j, w]));
        for (let i = 0; i < 20; i++) {
          const q = page.getByTestId("ek-question");
          await q.waitFor({ timeout: 20_000 });
          const type = (await q.getAttribute("data-type")) as string;
          seen.add(type);
          const prompt = type === "listening" ? "" : (await q.getByTestId("ek-prompt").innerText()).trim();
          if (type === "meaning") {
            const texts = (await q.getByTestId("ek-option").allInnerTexts()).map((t) => t.trim());
            await q
              .getByTestId("ek-option")
              .nth(texts.indexOf(glossOf.get(prompt) ?? ""))
              .click();
          } else if (type === "listening") {
            // the word plays by itself; the student picks what they heard
            const heard = await audio.after(mark);
            const texts = (await q.getByTestId("ek-option").allInnerTexts()).map((t) => t.trim());
            check(texts.includes(heard), `the word heard (${heard}) is an option: ${texts}`);
            await q.getByTestId("ek-option").nth(texts.indexOf(heard)).click();
          } else if (type === "spelling") {
            await q.getByTestId("ek-input").fill(wordOfGloss.get(prompt) ?? "");
            await q.getByTestId("ek-input").press("Enter");
          } else {
            mic.willSay(prompt);
            await q.getByTestId("record-button").click();
          }
          const verdict = page.getByTestId("ek-verdict");
          await verdict.waitFor({ timeout: 45_000 });
          const text = await verdict.innerText();
          if (type === "reading") check(/音読スコア \d+ 点/.test(text), `the reading is scored: ${text}`);
          else
            check((await verdict.getAttribute("data-right")) === "1", `the ${type} answer is right: ${text}`);
          mark = audio.spoken.length;
          const next = page.getByTestId("ek-next");
          const last = (await next.innerText()).includes("結果を見る");
          await next.click();
          if (last) break;
          await verdict.waitFor({ state: "detached" });
        }
        await page.getByTestId("ek-result").waitFor({ timeout: 20_000 });
        for (const type of ["meaning", "listening", "spelling", "reading"])
          check(seen.has(type), `training asked a ${type} question (saw ${[...seen]})`);

        // 3. the grade shows the progress; the word list finds a studied word as learned; 390 px fits
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${baseUrl}/eiken/eikenList`);
        await grade5.waitFor();
        const bar = await grade5.getByRole("img").getAttribute("aria-label");
        check(/学習済み (9|10)/.test(bar ?? ""), `the bar counts the learned words: ${bar}`);
        check((await horizontalOverflow(page)) === 0, "the grades fit 390 px");
        await page.goto(`${baseUrl}/eiken/wordlearning/index?level_id=1`);
        const [first] = [...glossOf.keys()];
        await page.getByTestId("ek-search").fill(first ?? "");
        const row = page.locator(`[data-testid=ek-word-row][data-mastery=learned]`).first();
        await row.waitFor({ timeout: 10_000 });
        check((await row.innerText()).includes(first ?? ""), `the list finds ${first} as learned`);
        check((await horizontalOverflow(page)) === 0, "the word list fits 390 px");
      },
    ),
  },
];
