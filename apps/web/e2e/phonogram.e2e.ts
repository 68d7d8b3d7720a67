import type { Page } from "playwright-core";
import { A11yLedger, settle } from "./a11y-check.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

/**
 * Every word the page asked the speech synthesis for, in order, and a wait for the next one (resolves on
 * the request, fails after 20 s). Routing the requests also turns the browser cache off, so a word said
 * before is asked for again.
 */
async function spokenWords(page: Page) {
  const spoken: string[] = [];
  let waiting: Array<() => void> = [];
  await page.route(/\/v3\/tts\/speak\?/, (route) => {
    spoken.push(new URL(route.request().url()).searchParams.get("text") ?? "");
    for (const wake of waiting) wake();
    waiting = [];
    return route.continue();
  });
  /** @returns the last word once more than `from` were asked for */
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

/** Takes recorded in the challenge (the other say-the-word items are skipped, to keep the journey short). */
const TAKES = 2;

/** The phonogram area (issue 22): the home link, a phoneme's page, a minimal-pair challenge with a fake microphone. */
export const journeys: Journey[] = [
  {
    seconds: 80,
    ...micJourney(
      "phonogram: student30 opens phonics from home, reads a phoneme's page, then hears and says minimal pairs in a challenge and sees the weak phonemes",
      "student30",
      "hello",
      async ({ baseUrl, newPage }, { mic, student }) => {
        const page = await newPage({ width: 1280, height: 900 });
        await attachMic(page, mic);
        const audio = await spokenWords(page);
        // axe and a keyboard walk on each screen of the area
        const ledger = new A11yLedger();
        const scan = async (name: string, marker: string) => {
          await settle(page, marker);
          await ledger.scan(page, name);
        };
        await login(page, baseUrl, student);

        // 1. the home quick link opens the list of the 39 phonemes by group
        await page.locator("a.quick-link[href='/phonogram/list']").click();
        await page.getByTestId("phon-list").waitFor({ timeout: 20_000 });
        await page.getByTestId("phon-card").first().waitFor();
        check((await page.getByTestId("phon-card").count()) === 39, "the list shows the 39 phonemes");
        await scan("/phonogram/list", "[data-testid=phon-history]");

        // 2. a phoneme's page: the mouth picture named by its title, words with the sound's letters marked
        await page.locator("[data-testid='phon-card'][data-phoneme='th']").click();
        const detail = page.getByTestId("phon-detail");
        await detail.waitFor({ timeout: 20_000 });
        const alt = (await page.getByTestId("phon-mouth").getAttribute("alt")) ?? "";
        check(alt.length > 3, `the mouth picture has a text alternative: "${alt}"`);
        const marks = await page.getByTestId("phon-example").getByTestId("phon-mark").allInnerTexts();
        check(marks.length > 0 && marks.every((m) => m === "th"), `th is marked in its words: ${marks}`);
        check((await page.getByTestId("phon-pair").count()) > 0, "th has minimal pairs (think / sink …)");
        await scan("/phonogram/detail", "[data-testid=phon-practice]");

        // 3. the challenge: hear one word of a pair and pick it; say words into the microphone
        await page.goto(`${baseUrl}/phonogram/list`);
        let mark = audio.spoken.length;
        await page.getByTestId("phon-start-challenge").click();
        let takes = 0;
        const said: Array<{ word: string; score: number }> = [];
        const skipped: string[] = [];
        const scanned = new Set<string>();
        for (let i = 1; i <= 12; i++) {
          const item = page.locator(
            `[data-testid='phon-runner'][data-item='${i}'] [data-testid='phon-item']`,
          );
          await item.waitFor({ timeout: 20_000 });
          const kind = (await item.getAttribute("data-kind")) as string;
          if (!scanned.has(kind)) {
            scanned.add(kind);
            await ledger.scan(page, `/phonogram/challenge (${kind})`);
          }
          if (kind === "choose") {
            const heard = await audio.after(mark);
            const options = (await item.getByTestId("phon-option").allInnerTexts()).map((t) => t.trim());
            check(
              options.length === 2 && options.includes(heard),
              `the word heard (${heard}) is one of ${options}`,
            );
            check(options[0] !== options[1], "the pair's two words differ");
            await item.getByTestId("phon-option").nth(options.indexOf(heard)).click();
            const verdict = item.getByTestId("phon-verdict");
            check((await verdict.getAttribute("data-right")) === "1", `picking "${heard}" is right`);
          } else {
            const word = (await item.getByTestId("phon-say-word").innerText()).trim();
            check(
              (await item.getByTestId("phon-mark").count()) <= 1,
              `at most one part of ${word} is marked`,
            );
            if (takes < TAKES) {
              takes++;
              mic.willSay(word);
              await item.getByTestId("record-button").click();
              const score = item.getByTestId("phon-phone-score");
              await score.waitFor({ timeout: 45_000 });
              said.push({ word, score: Number(await score.getAttribute("data-score")) });
            } else skipped.push(word);
          }
          mark = audio.spoken.length;
          await page.getByTestId("phon-next").click();
        }

        // 4. the result: a bar per phoneme, the weak ones listed (a skipped word scores 0)
        const result = page.getByTestId("phon-result");
        await result.waitFor({ timeout: 30_000 });
        console.log(
          `    said ${said.map((s) => `${s.word} ${s.score}`).join(", ")}; skipped ${skipped.length}`,
        );
        check(said.length === TAKES, `${TAKES} words were said (${said.length})`);
        const chart = page.getByTestId("phon-chart");
        check((await chart.locator("svg[role='img']").count()) === 1, "the scores per phoneme are drawn");
        const rows = page.getByTestId("phon-mark-row");
        check((await rows.count()) === 12, "the result lists the 12 items");
        const weak = await page.getByTestId("phon-weak-link").count();
        check(weak >= skipped.length / 2, `the phonemes of skipped words are weak (${weak} weak)`);
        const recordings = await result.getByTestId("my-recording").count();
        check(recordings === TAKES, `the said words can be replayed (${recordings})`);
        await scan("/phonogram/result", "[data-testid=phon-chart]");

        // 5. the list now shows the weak phonemes first; it and the result fit 390 px
        await page.setViewportSize({ width: 390, height: 844 });
        check((await horizontalOverflow(page)) === 0, "the result fits 390 px");
        await page.goto(`${baseUrl}/phonogram/list`);
        await page.getByTestId("phon-weak-chip").first().waitFor({ timeout: 20_000 });
        check((await page.getByTestId("phon-history-row").count()) >= 1, "the challenge is in the record");
        check((await horizontalOverflow(page)) === 0, "the list fits 390 px");
        ledger.assertClean("phonogram");
      },
    ),
  },
];
