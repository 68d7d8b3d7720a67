import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { check, type Journey, type JourneyContext } from "./helpers.ts";

/**
 * The student's speech as a fake microphone take (flite + sox): 16 kHz mono, `before` s of silence, the
 * speech, then 7 s of silence so the recorder's 6 s silence rule ends the take by itself. Chromium plays
 * the file from the moment the page opens the microphone; on a busy machine the page's recorder may start
 * listening a moment later, so the speech starts after a second of silence (half a second clipped the
 * first words under CI load).
 * @param text - what the student says
 * @param dir - folder for the files
 * @param before - seconds of silence before the speech
 * @returns the WAV path
 */
export function synthesiseSpeech(text: string, dir: string, before = 1): string {
  const base = join(dir, `say-${Math.random().toString(36).slice(2)}`);
  execFileSync("flite", ["-voice", "slt", "-t", text, "-o", `${base}-raw.wav`]);
  execFileSync("sox", [
    `${base}-raw.wav`,
    ...["-r", "16000", "-c", "1", "-b", "16", `${base}.wav`, "pad", String(before), "7"],
  ]);
  return `${base}.wav`;
}

/**
 * A fake microphone for one browser. Chromium reads the capture file again every time a page opens the
 * microphone (each take opens and releases it), so the file can be swapped between takes: the page tells
 * the test when it opens the microphone (see {@link attachMic}) and the next queued line is put in place
 * first. Without a queued line the last one is said again.
 */
export class FakeMic {
  /** the file Chromium plays (swapped between takes) */
  readonly path: string;
  private readonly dir: string;
  private readonly cache = new Map<string, string>();
  private queue: string[] = [];
  /** what each take said, in order */
  readonly said: string[] = [];
  private current: string;

  /** @param first - what the microphone says until another line is queued */
  constructor(first: string) {
    this.dir = mkdtempSync(join(tmpdir(), "hibiki-mic-"));
    this.path = join(this.dir, "mic.wav");
    this.current = first;
    this.put(first);
  }

  /**
   * Chromium flags of this fake microphone (%noloop: after the speech and its silence, silence).
   * @returns the launch flags
   */
  launchArgs(): string[] {
    return [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${this.path}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ];
  }

  /**
   * The lines of the next takes, in order (replaces what was queued).
   * @param lines - one text per take
   */
  willSay(...lines: string[]): void {
    this.queue = [...lines];
  }

  /** The page is opening the microphone: the next queued line (else the last one) goes in place. */
  opening(): void {
    const next = this.queue.shift();
    if (next !== undefined && next !== this.current) {
      this.current = next;
      this.put(next);
    }
    this.said.push(this.current);
  }

  /** Removes the synthesised files. */
  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private put(text: string): void {
    let wav = this.cache.get(text);
    if (!wav || !existsSync(wav)) {
      wav = synthesiseSpeech(text, this.dir);
      this.cache.set(text, wav);
    }
    // Copy then rename, so Chromium never reads a half-written file.
    const tmp = `${this.path}.tmp`;
    copyFileSync(wav, tmp);
    renameSync(tmp, this.path);
  }
}

/** One event the page logged: the microphone opened, a media element started or ended, a stage changed. */
export type PageEvent = { t: number; what: "mic" | "play" | "ended" | "ui"; detail: string };

// A string, not a function: the test runner's transpiler adds helpers a page function cannot see.
const PAGE_LOG = `(() => {
  const log = [];
  window.__hibikiLog = log;
  const note = (what, detail) => log.push({ t: performance.now(), what, detail });
  const md = navigator.mediaDevices;
  if (md && md.getUserMedia) {
    const original = md.getUserMedia.bind(md);
    md.getUserMedia = async (constraints) => {
      if (constraints && constraints.audio) {
        try { await window.__hibikiMicOpening(); } catch (e) {}
        note("mic", "open");
      }
      return original(constraints);
    };
  }
  for (const what of ["play", "ended"]) {
    document.addEventListener(what, (e) => {
      const el = e.target;
      note(what, (el && (el.currentSrc || el.src)) || "");
    }, true);
  }
  let last = "";
  const watch = () => {
    const parts = [];
    for (const el of document.querySelectorAll("[data-testid='stage'], [data-testid='challenge-stage']")) {
      parts.push(el.getAttribute("data-kind") || el.getAttribute("data-phase") || "");
    }
    const sig = parts.join("|");
    if (sig !== last) { last = sig; if (sig) note("ui", sig); }
  };
  new MutationObserver(watch).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-kind", "data-phase"],
  });
})()`;

/**
 * Connects a page to its fake microphone (before the first navigation): each microphone opening first
 * puts the next queued line in place, and the page logs microphone openings, media plays and the stage
 * of step and dialogue players (read with {@link pageEvents}).
 * @param page - the page
 * @param mic - its browser's fake microphone
 */
export async function attachMic(page: Page, mic: FakeMic): Promise<void> {
  await page.exposeFunction("__hibikiMicOpening", () => mic.opening());
  await page.addInitScript(PAGE_LOG);
}

/**
 * What the page logged since it was loaded (see {@link attachMic}).
 * @param page - the page
 * @returns the events in order
 */
export async function pageEvents(page: Page): Promise<PageEvent[]> {
  return page.evaluate("window.__hibikiLog || []") as Promise<PageEvent[]>;
}

/** The stored answer of a save, as the server returned it. */
export type SavedItem = Record<string, unknown> & { question_id?: string; sound_file?: string };

/**
 * Resolves with the next saved answer (topic-answer-record) whose item satisfies `accept`.
 * @param page - the page
 * @param accept - which saves count (all by default)
 * @param timeout - ms
 * @returns the stored item
 */
export function nextSave(
  page: Page,
  accept: (item: SavedItem) => boolean = () => true,
  timeout = 90_000,
): Promise<SavedItem> {
  const items = new WeakMap<object, SavedItem>();
  const saved = page
    .waitForResponse(
      async (r) => {
        if (!r.url().includes("/v3/textbook/topic-answer-record") || r.request().method() !== "POST")
          return false;
        const body = (await r.json().catch(() => null)) as { data?: { item?: SavedItem } } | null;
        const item = body?.data?.item;
        if (!item || !accept(item)) return false;
        items.set(r, item);
        return true;
      },
      { timeout },
    )
    .then((r) => {
      check(r.ok(), `the answer is saved (${r.status()})`);
      return items.get(r) as SavedItem;
    });
  // Observed here so a failure before the caller awaits is reported as that failure.
  saved.catch(() => undefined);
  return saved;
}

/**
 * Waits for the take to end by itself (silence) and be scored, uploaded and saved; checks the stored
 * answer has a recording and the score rings show, and returns the shown total.
 * @param page - the page
 * @param scope - where the take's score rings appear (the player)
 * @param start - what starts the take (a record button, a Start, or nothing for a take that starts itself)
 * @returns the total points on screen and the stored item
 */
export async function recordAndScore(
  page: Page,
  scope: Locator,
  start: () => Promise<void>,
): Promise<{ total: number; item: SavedItem }> {
  const saved = nextSave(page, (it) => typeof it.sound_file === "string" && it.sound_file !== "");
  const t0 = Date.now();
  await start();
  const item = await saved;
  // A reading shows its score rings; an open answer (the student's own words) its total and part scores.
  const rings = scope.getByTestId("score-rings").or(scope.getByTestId("open-answer-scores")).last();
  await rings.waitFor({ timeout: 10_000 });
  const total = Number(
    await rings
      .getByTestId("score-total")
      .or(rings.getByTestId("score-open-total"))
      .getAttribute("data-points"),
  );
  console.log(
    `    ${item.question_id}: ${total} points, ${Date.now() - t0} ms from start to the saved answer`,
  );
  return { total, item };
}

/**
 * The result layout of the kind is shown with the stored totals and the replay of the recordings.
 * @param page - the result page
 * @param kind - the kind
 * @param totals - totals the player showed (each must be shown again)
 * @returns the result layout
 */
export async function resultShows(page: Page, kind: string, totals: number[]): Promise<Locator> {
  const result = page.getByTestId(`result-${kind}`);
  await result.waitFor({ timeout: 20_000 });
  const points = await result
    .locator("[data-testid='score-total'], [data-testid='score-open-total']")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-points")));
  check(points.length > 0, `the ${kind} result shows scores`);
  for (const total of totals)
    check(
      points.includes(String(total)),
      `the ${kind} result shows the stored total ${total}, got ${points.join(",")}`,
    );
  // The replays are the app's audio player, a chunk of its own: wait until they are attached.
  await result
    .getByTestId("my-recording")
    .nth(Math.max(1, totals.length) - 1)
    .waitFor({ state: "attached" });
  const srcs = await result
    .getByTestId("my-recording")
    .evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
  check(
    srcs.length >= Math.max(1, totals.length) && srcs.every((s) => s.includes("/v3/files/rec/")),
    `the ${kind} result replays the stored recordings, got ${srcs.join(",")}`,
  );
  return result;
}

/** The student of each microphone journey's run (see {@link micJourney}). */
const students = new WeakMap<JourneyContext, string>();

/**
 * The student a microphone journey signs in as.
 * @param ctx - the harness context of the journey
 * @returns the account ID (student1 outside a microphone journey)
 */
export const studentOf = (ctx: JourneyContext): string => students.get(ctx) ?? "student1";

/** What a microphone journey's body gets besides the harness context. */
export type MicTools = { mic: FakeMic; student: string };

/**
 * A parallel journey with its own fake-microphone browser and its own student.
 * @param name - the journey name
 * @param student - the account it signs in as (no other journey may use it)
 * @param first - what the microphone says until the journey queues other lines
 * @param run - the journey body
 * @returns the journey
 */
export function micJourney(
  name: string,
  student: string,
  first: string,
  run: (ctx: JourneyContext, tools: MicTools) => Promise<void>,
): Journey {
  let mic: FakeMic | null = null;
  return {
    name,
    parallel: true,
    launchArgs: () => {
      mic ??= new FakeMic(first);
      return mic.launchArgs();
    },
    async run(ctx) {
      students.set(ctx, student);
      mic ??= new FakeMic(first);
      try {
        await run(ctx, { mic, student });
      } finally {
        mic.cleanup();
        mic = null;
      }
    },
  };
}
