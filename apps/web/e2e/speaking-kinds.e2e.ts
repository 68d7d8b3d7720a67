import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { check, type Journey, type JourneyContext, login } from "./helpers.ts";

/** Folders of synthesised WAVs, removed when a journey ends. */
const micDirs: string[] = [];

/**
 * The student's reading as a fake microphone take (flite + sox, like speaking-sentence.e2e.ts): 16 kHz
 * mono, 1 s of silence before and 7 s after, so the recorder's 6 s silence rule ends the take.
 * @param text - what the student reads
 * @returns the WAV path
 */
function synthesiseReading(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-mic-"));
  micDirs.push(dir);
  const raw = join(dir, "voice.wav");
  const wav = join(dir, "mic.wav");
  execFileSync("flite", ["-voice", "slt", "-t", text, "-o", raw]);
  execFileSync("sox", [raw, "-r", "16000", "-c", "1", "-b", "16", wav, "pad", "1", "7"]);
  return wav;
}

/** Chromium flags of a fake microphone that plays the reading once (%noloop), then silence. */
const micArgs = (text: string) => [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-audio-capture=${synthesiseReading(text)}%noloop`,
  "--autoplay-policy=no-user-gesture-required",
];

/**
 * Signs in as student1 and opens the resource's player in practice mode.
 * @param ctx - the harness context
 * @param resCode - the resource
 * @param kind - its kind (the player's test id)
 * @returns the page and the player
 */
async function openPlayer(ctx: JourneyContext, resCode: string, kind: string) {
  const page = await ctx.newPage();
  await login(page, ctx.baseUrl, "student1");
  await page.goto(`${ctx.baseUrl}/textbook/details?res_code=${resCode}&mode=practice`);
  const player = page.getByTestId(`player-${kind}`);
  await player.waitFor({ timeout: 20_000 });
  return { page, player };
}

/**
 * Waits for the take to end by itself (silence) and be scored, uploaded and saved; checks the stored
 * answer and the score rings, and returns the shown total.
 * @param page - the page
 * @param player - the player
 * @param start - what starts the take (the record button, or shadow reading's Start)
 * @returns the total points on screen
 */
async function recordAndScore(page: Page, player: Locator, start: () => Promise<void>): Promise<number> {
  const saved = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-record"), {
    timeout: 90_000,
  });
  saved.catch(() => undefined);
  const t0 = Date.now();
  await start();
  const response = await saved;
  check(response.ok(), `the answer is saved (${response.status()})`);
  const item = ((await response.json()) as { data: { item: Record<string, unknown> } }).data.item;
  check(typeof item.sound_file === "string" && item.sound_file !== "", "the stored answer has a sound_file");
  await player.getByTestId("score-rings").first().waitFor({ timeout: 10_000 });
  const total = Number(await player.getByTestId("score-total").first().getAttribute("data-points"));
  console.log(`    scored ${total} points, ${Date.now() - t0} ms from start to the saved answer`);
  return total;
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
  await resultShows(page, kind, total);
}

/** The result layout of the kind is shown with the stored total and the replay of the recording. */
async function resultShows(page: Page, kind: string, total: number) {
  const result = page.getByTestId(`result-${kind}`);
  await result.waitFor({ timeout: 20_000 });
  const shown = (await result.getByTestId("score-total").allInnerTexts()).length;
  check(shown > 0, `the ${kind} result shows scores`);
  const points = await result
    .getByTestId("score-total")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-points")));
  check(
    points.includes(String(total)),
    `the ${kind} result shows the stored total ${total}, got ${points.join(",")}`,
  );
  const src = (await result.getByTestId("my-recording").first().getAttribute("src")) ?? "";
  check(src.includes("/v3/files/rec/"), `the ${kind} result replays the stored recording, got ${src}`);
}

/**
 * A journey with its own fake-microphone browser.
 * @param name - the journey name
 * @param reading - what the student says
 * @param run - the journey body
 * @returns the journey
 */
function micJourney(name: string, reading: string, run: (ctx: JourneyContext) => Promise<void>): Journey {
  return {
    name,
    launchArgs: () => micArgs(reading),
    async run(ctx) {
      try {
        await run(ctx);
      } finally {
        for (const dir of micDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

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
      await resultShows(page, "article-reading", total);
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
