import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { check, type Journey, type JourneyContext, login } from "./helpers.ts";

/** The sentence-reading resource of jh1 unit 1 and the sentence of its first item (content/textbooks). */
const RES_CODE = "jh1-u1-read-aloud";
const FIRST = "Hello, everyone. My name is Haruto.";
const SECOND = "I am from a small town near the sea.";

/** Folders of synthesised WAVs, removed when the journey ends. */
const micDirs: string[] = [];

/**
 * Synthesises the student's reading with flite and shapes it with sox like a microphone take: 16 kHz mono,
 * 1 s of silence before the speech and 7 s after, so the recorder's 6 s silence rule ends the take.
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

type Phase = { p: string; t: number };

/**
 * Records in the page when the record button changes phase (and when it goes away: the answer is shown),
 * since the scoring phase can be shorter than a test's polling interval.
 * @param page - the player page
 */
async function watchPhases(page: Page): Promise<void> {
  // A string, not a function: the test runner's transpiler adds helpers a page function cannot see.
  await page.evaluate(`(() => {
    window.__phases = [];
    const note = () => {
      const b = document.querySelector("[data-testid='record-button']");
      const p = b ? b.getAttribute("data-phase") : "gone";
      const last = window.__phases[window.__phases.length - 1];
      if (!last || last.p !== p) window.__phases.push({ p, t: performance.now() });
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  })()`);
}

const pointsOf = async (page: Page, id: string) =>
  Number(await page.getByTestId("player-sentence-reading").getByTestId(id).getAttribute("data-points"));

export const journeys: Journey[] = [
  {
    name: "speaking: student1 reads a sentence aloud into a fake microphone, sees scores, replays, goes next, reloads",
    // %noloop: the fake device plays the file once and then gives silence (the voice-activity end needs it).
    launchArgs: () => [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${synthesiseReading(FIRST)}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ],
    async run(ctx) {
      try {
        await readSentence(ctx);
      } finally {
        for (const dir of micDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];

/**
 * The journey itself: book list → unit → section → record → scores → replay → next → reload → result.
 * @param ctx - the harness context
 */
async function readSentence({ baseUrl, newPage }: JourneyContext): Promise<void> {
  const page = await newPage();
  await login(page, baseUrl, "student1");
  // From the book list to the unit and its section, as a student would.
  await page.goto(`${baseUrl}/bookList`);
  await page.getByTestId("book-card").first().click();
  await page.getByTestId("unit-card").first().click();
  const row = page.locator(`[data-testid='resource-row'][data-res-code='${RES_CODE}']`);
  await row.getByTestId("practise-link").click();
  const player = page.getByTestId("player-sentence-reading");
  await player.waitFor({ timeout: 20_000 });
  check((await player.getByTestId("sentence-text").textContent()) === FIRST, "the first sentence is shown");
  check((await player.getByTestId("model-audio").getAttribute("src"))?.includes("ra01.mp3"), "model audio");

  await watchPhases(page);
  // Everything the page sends on the evaluation socket, to measure the upstream bitrate of a take.
  const sent: string[] = [];
  page.on("websocket", (ws) => {
    if (ws.url().includes("/v3/speech/evaluate")) ws.on("framesent", (f) => sent.push(String(f.payload)));
  });
  const saved = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-record"), {
    timeout: 60_000,
  });
  // Observed here so a failure before the await below is reported as that failure, not as this one.
  saved.catch(() => undefined);
  await player.getByTestId("record-button").click();
  await player.locator("[data-testid='record-button'][data-phase='recording']").waitFor({ timeout: 15_000 });
  await page.getByTestId("waveform").waitFor({ timeout: 5_000 });
  // No stop press: the take ends by itself after 6 s of silence, then it is scored, uploaded and saved.
  const response = await saved;
  check(response.ok(), `the answer is saved (${response.status()})`);
  const body = (await response.json()) as { data: { item: Record<string, unknown> } };
  const item = body.data.item;
  for (const field of ["evaluate_html", "sound_file", "evaluate_result", "study_report", "record_duration"])
    check(item[field] !== undefined && item[field] !== "", `the stored answer has ${field}`);
  check(typeof item.poorly_words === "string", "the stored answer has poorly_words");
  // Upstream: every frame of the socket (first frame, audio, last frame) over the take's duration.
  const seconds = Number(item.record_duration);
  const bytes = sent.reduce((n, f) => n + Buffer.byteLength(f), 0);
  const kbps = (bytes * 8) / seconds / 1000;
  const aue = (JSON.parse(sent[0] ?? "{}") as { business?: { aue?: string } }).business?.aue;
  console.log(
    `    upstream: ${aue}, ${sent.length} frames, ${bytes} bytes over ${seconds} s: ${kbps.toFixed(1)} kbps`,
  );
  check(aue === "opus-wb", `Chromium sends compressed speech (aue ${aue})`);
  check(seconds > 3 && kbps <= 32, `the take uses at most 32 kbps upstream, got ${kbps.toFixed(1)}`);
  await player.getByTestId("score-rings").waitFor({ timeout: 10_000 });
  const total = await pointsOf(page, "score-total");
  const accuracy = await pointsOf(page, "score-accuracy");
  const phases = await page.evaluate(() => (window as unknown as { __phases: Phase[] }).__phases);
  const at = (p: string) => phases.find((x) => x.p === p)?.t ?? Number.NaN;
  // After the take the button returns to idle ("record again", issue 16 #3).
  const scored =
    phases.find((x) => (x.p === "idle" || x.p === "gone") && x.t > at("evaluating"))?.t ?? Number.NaN;
  console.log(
    `    sentence scored ${total} (accuracy ${accuracy}); recorded ${Math.round(at("evaluating") - at("recording"))} ms ` +
      `until the automatic stop; ${Math.round(scored - at("evaluating"))} ms from the stop to the scores ` +
      "on screen (evaluation, mp3 upload and save included)",
  );
  check(total >= 40, `a clear reading scores well, got ${total}`);
  const words = await player.locator("[data-testid='coloured-words'] [data-mark]").count();
  check(words >= 6, `the sentence is shown as coloured words, got ${words}`);
  // The scored sentence can be recorded again (issue 16 #3).
  const again = player.locator("[data-testid='record-button'][data-phase='idle']");
  await again.waitFor({ timeout: 10_000 });
  check((await again.textContent()) === "もう一度録音する", "the record button offers もう一度録音する");

  // Replay: the uploaded recording is an mp3 the browser plays.
  const src = (await player.getByTestId("my-recording").getAttribute("src")) ?? "";
  check(src.includes("/v3/files/rec/"), `the replay plays the uploaded file, got ${src}`);
  const played = await player.getByTestId("my-recording").evaluate(async (el: HTMLAudioElement) => {
    el.muted = true;
    await el.play();
    await new Promise((r) => setTimeout(r, 600));
    return el.currentTime;
  });
  check(played > 0.2, `the recording replays (currentTime ${played})`);

  // Next: the second sentence (the shell may already have moved on by itself after a scored answer).
  const next = page.getByTestId("player-next");
  if (await next.isVisible()) await next.click().catch(() => undefined);
  await page.getByText(SECOND).first().waitFor({ timeout: 10_000 });

  // After a reload the stored answer shows again on the attempt's result screen.
  const guid = await page.getByTestId("player-shell").getAttribute("data-guid");
  check(guid, "the attempt has a guid");
  await page.reload();
  await page.getByTestId("player-sentence-reading").waitFor({ timeout: 20_000 });
  await page.goto(`${baseUrl}/textbook/details/result?res_code=${RES_CODE}&guid=${guid}`);
  const result = page.getByTestId("result-sentence-reading");
  await result.waitFor({ timeout: 20_000 });
  const firstRow = result.getByTestId("result-row").first();
  const stored = Number(await firstRow.getByTestId("score-total").getAttribute("data-points"));
  check(stored === total, `the result shows the stored score ${total}, got ${stored}`);
  check((await firstRow.locator("[data-mark]").count()) >= 6, "the result colours the stored words");
  check(
    ((await firstRow.getByTestId("my-recording").getAttribute("src")) ?? "").includes("/v3/files/rec/"),
    "the result replays the stored recording",
  );
}
