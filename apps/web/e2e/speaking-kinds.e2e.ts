import type { Locator, Page } from "playwright-core";
import { check, type Journey, type JourneyContext, login } from "./helpers.ts";
import { micJourney as ownMicJourney, resultShows, recordAndScore as scoreTake, studentOf } from "./mic.ts";

/**
 * Signs in as the journey's student and opens the resource's player in practice mode.
 * @param ctx - the harness context
 * @param resCode - the resource
 * @param kind - its kind (the player's test id)
 * @returns the page and the player
 */
async function openPlayer(ctx: JourneyContext, resCode: string, kind: string) {
  const page = await ctx.newPage();
  await login(page, ctx.baseUrl, studentOf(ctx));
  await page.goto(`${ctx.baseUrl}/textbook/details?res_code=${resCode}&mode=practice`);
  const player = page.getByTestId(`player-${kind}`);
  await player.waitFor({ timeout: 20_000 });
  return { page, player };
}

/**
 * Waits for the take to end by itself and be saved (see mic.ts) and returns the shown total.
 * @param page - the page
 * @param player - the player
 * @param start - what starts the take (the record button, or shadow reading's Start)
 * @returns the total points on screen
 */
async function recordAndScore(page: Page, player: Locator, start: () => Promise<void>): Promise<number> {
  return (await scoreTake(page, player, start)).total;
}

/**
 * Opens the attempt's result page and checks the kind's layout shows the stored total.
 * @param ctx - the harness context
 * @param page - the player page (its shell holds the attempt guid)
 * @param resCode - the resource
 * @param kind - the kind
 * @param total - the total the player showed
 */
async function checkResult(ctx: JourneyContext, page: Page, resCode: string, kind: string, total: number) {
  const guid = await page.getByTestId("player-shell").getAttribute("data-guid");
  check(guid, "the attempt has a guid");
  await page.goto(`${ctx.baseUrl}/textbook/details/result?res_code=${resCode}&guid=${guid}`);
  await resultShows(page, kind, [total]);
}

/** Each microphone journey signs in as its own student (student21 on), so they can run side by side. */
let nextStudent = 21;

/**
 * A journey with its own fake-microphone browser and its own student (runs in parallel).
 * @param name - the journey name
 * @param reading - what the student says
 * @param run - the journey body
 * @returns the journey
 */
const micJourney = (name: string, reading: string, run: (ctx: JourneyContext) => Promise<void>): Journey =>
  ownMicJourney(name, `student${nextStudent++}`, reading, (ctx) => run(ctx));

const PICTURE = "I ride my red bike to school.";
const SINGLE = "Last summer I stayed with my uncle in Hokkaido.";
const SHADOW = "Let's walk to the park.";
const ARTICLE = [
  "During the summer vacation, my family visited a quiet town by the sea.",
  "In the morning, we watched the boats come back to the harbor.",
  "An old fisherman showed us how to tie a strong knot.",
  "After lunch, my sister and I collected shells on the beach.",
  "I want to go back there again next year.",
  "Next time I will bring my camera.",
].join(" ");

export const journeys: Journey[] = [
  micJourney(
    "speaking kinds: picture read (picture, model audio, 10 s take, result)",
    PICTURE,
    async (ctx) => {
      const { page, player } = await openPlayer(ctx, "jh1-u2-picture-read", "picture-read");
      const natural = await player
        .getByTestId("picture")
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
      check(natural > 0, "the SVG picture loads");
      check(
        (await player.getByTestId("picture-text").textContent()) === PICTURE,
        "the words to read are shown",
      );
      check(
        (await player.getByTestId("model-audio").getAttribute("src"))?.includes("pr01.mp3"),
        "model audio",
      );
      const total = await recordAndScore(page, player, () => player.getByTestId("record-button").click());
      check(total >= 40, `a clear reading scores well, got ${total}`);
      await checkResult(ctx, page, "jh1-u2-picture-read", "picture-read", total);
    },
  ),
  micJourney(
    "speaking kinds: single reading (seek controls, language switch, result)",
    SINGLE,
    async (ctx) => {
      const { page, player } = await openPlayer(ctx, "jh2-u1-single-reading", "single-reading");
      check(
        (await player.getByTestId("seek-slider").getAttribute("step")) === "0.1",
        "the slider steps by 0.1",
      );
      const audio = player.getByTestId("resource-audio");
      const loaded = await page
        .waitForFunction(
          () => Number(document.querySelector("[data-testid='seek-slider']")?.getAttribute("max")) > 0,
          undefined,
          { timeout: 10_000 },
        )
        .then(() => true)
        .catch(() => false);
      const state = await audio.evaluate((a: HTMLAudioElement) =>
        JSON.stringify({
          rs: a.readyState,
          ns: a.networkState,
          d: a.duration,
          e: a.error?.code,
          src: a.currentSrc,
        }),
      );
      check(loaded, `the slider knows the clip length (audio ${state})`);
      await player.getByTestId("seek-forward").click();
      const at = await player.getByTestId("resource-audio").evaluate((a: HTMLAudioElement) => a.currentTime);
      check(Math.abs(at - 1) < 0.05, `forward seeks the audio to 1 s, got ${at}`);
      await player.getByTestId("lang-ja").click();
      check(
        (await player.getByTestId("sentence-text").textContent())?.includes("北海道"),
        "Japanese is shown",
      );
      await player.getByTestId("lang-en").click();
      const total = await recordAndScore(page, player, () => player.getByTestId("record-button").click());
      check(total >= 40, `a clear reading scores well, got ${total}`);
      await checkResult(ctx, page, "jh2-u1-single-reading", "single-reading", total);
    },
  ),
  micJourney(
    "speaking kinds: article reading, whole text (read_chapter, copies, result)",
    ARTICLE,
    async (ctx) => {
      const { page, player } = await openPlayer(ctx, "jh2-u1-article-reading", "article-reading");
      await player.getByTestId("mode-full").click();
      check(
        (await player.getByTestId("article-text").textContent())?.includes("shells on the beach"),
        "whole text",
      );
      const total = await recordAndScore(page, player, () => player.getByTestId("record-button").click());
      check(total >= 40, `a clear whole-text reading scores well, got ${total}`);
      // Next: the other sentences take a copy of the whole-text answer and the attempt ends on its result.
      await page.getByTestId("player-next").click();
      const result = page.getByTestId("result-article-reading");
      await result.waitFor({ timeout: 30_000 });
      check((await result.getAttribute("data-mode")) === "full", "the whole-text result layout");
      await resultShows(page, "article-reading", [total]);
      const feedback = await result.getByTestId("article-feedback").getAttribute("data-feedback");
      console.log(`    whole-text feedback: ${feedback}`);
      check(feedback && feedback !== "read_more", `most of the text was read, got ${feedback}`);
    },
  ),
  micJourney(
    "speaking kinds: shadow reading (3 s countdown, model, automatic take, result)",
    SHADOW,
    async (ctx) => {
      const { page, player } = await openPlayer(ctx, "jh1-u2-shadow-reading", "shadow-reading");
      const total = await recordAndScore(page, player, async () => {
        await player.getByTestId("shadow-start").click();
        await player.getByTestId("countdown").waitFor({ timeout: 2_000 });
        await player.getByTestId("shadow-listening").waitFor({ timeout: 6_000 });
        await player
          .locator("[data-testid='record-button'][data-phase='recording']")
          .waitFor({ timeout: 20_000 });
      });
      check(total >= 30, `a clear shadowing scores, got ${total}`);
      await checkResult(ctx, page, "jh1-u2-shadow-reading", "shadow-reading", total);
    },
  ),
];
