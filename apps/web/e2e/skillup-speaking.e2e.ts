import { displayPercent, percentOfTotal } from "@hibiki/exercises";
import type { Locator, Page, Response } from "playwright-core";
import { check, type Journey, type JourneyContext, login } from "./helpers.ts";
import {
  attachMic,
  type FakeMic,
  micJourney,
  type PageEvent,
  pageEvents,
  recordAndScore,
  resultShows,
  type SavedItem,
} from "./mic.ts";

// Browser journeys through the skill-up speaking kinds: /skillup → type card → the type's list → the
// resource → its player, every take said into a fake microphone (mic.ts), → the result page. Each signs
// in as its own student (student11 on) and runs side by side with the other microphone journeys.

/** A skill-up resource opened from the list: the page, the player and the microphone. */
type Opened = { page: Page; player: Locator; mic: FakeMic };

/**
 * Signs in, opens /skillup, the type's card, then the resource's practice link (with `question_ids`
 * appended when given: a shorter attempt of the first items) and waits for the player.
 * @param ctx - the harness context
 * @param tools - the journey's microphone and student
 * @param type - the skill-up type of the resource
 * @param resCode - the resource
 * @param kind - its kind (the player's test id)
 * @param questionIds - the items to practise (all when omitted)
 * @returns the page and the player
 */
async function openFromSkillup(
  ctx: JourneyContext,
  tools: { mic: FakeMic; student: string },
  type: string,
  resCode: string,
  kind: string,
  questionIds?: string[],
): Promise<Opened> {
  const page = await ctx.newPage();
  await attachMic(page, tools.mic);
  await login(page, ctx.baseUrl, tools.student);
  await page.goto(`${ctx.baseUrl}/skillup`);
  await page.locator(`[data-testid='skillup-type-card'][data-type='${type}']`).click();
  await page.getByTestId("skillup-list-page").waitFor({ timeout: 20_000 });
  check(page.url().endsWith(`/skillup/list/${type}`), `the ${type} list opens, at ${page.url()}`);
  const link = page
    .locator(`[data-testid='skillup-resource'][data-res-code='${resCode}']`)
    .getByTestId("practise-link");
  if (questionIds) {
    const href = await link.getAttribute("href");
    check(href?.startsWith("/skillup/details?"), `the practice link, got ${href}`);
    await page.goto(`${ctx.baseUrl}${href}&question_ids=${questionIds.join(",")}`);
  } else {
    await link.click();
  }
  const player = page.getByTestId(`player-${kind}`);
  await player.waitFor({ timeout: 20_000 });
  check(page.url().includes(`res_code=${resCode}`), `the ${resCode} player opens`);
  return { page, player, mic: tools.mic };
}

/** Collects every answer saved on the page, in order. */
function collectSaves(page: Page): { settled: () => Promise<SavedItem[]> } {
  const saves: SavedItem[] = [];
  const reading: Promise<unknown>[] = [];
  page.on("response", (r) => {
    if (!r.url().includes("/v3/textbook/topic-answer-record") || r.request().method() !== "POST") return;
    reading.push(
      r
        .json()
        .then((b: { data?: { item?: SavedItem } }) => b.data?.item && saves.push(b.data.item))
        .catch(() => undefined),
    );
  });
  // A response event comes with the headers; its body is read later, so wait for every body seen so far.
  return { settled: () => Promise.all(reading).then(() => saves) };
}

/**
 * The points the score rings show for a stored answer's total (0-5 engine scale).
 * @param item - the stored answer
 * @returns the ring's points
 */
const ringPoints = (item: SavedItem) => Math.round(displayPercent(percentOfTotal(Number(item.total_score))));

/**
 * The attempt result the result page loads (watch it before the player can finish).
 * @param page - the player page
 * @returns the response
 */
function storedResult(page: Page): Promise<Response> {
  const stored = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-result"), {
    timeout: 180_000,
  });
  stored.catch(() => undefined);
  return stored;
}

/**
 * Ends the attempt (the shell's "to the result" button unless the player moves on by itself) and checks
 * the skill-up result page: the grade and score of the stored attempt, the kind's layout with the totals
 * the player showed and the replay of the recordings.
 * @param page - the player page
 * @param kind - the kind
 * @param totals - the totals shown in the player (each must be on the result; null: a layout without
 *   score rings, checked by the caller)
 * @param stored - {@link storedResult} watched before a player that moves on to the result by itself
 *   finished (null: press the shell's button now)
 * @returns the result layout
 */
async function finishOnResult(
  page: Page,
  kind: string,
  totals: number[] | null,
  stored: Promise<Response> | null = null,
): Promise<Locator> {
  if (!stored) {
    stored = storedResult(page);
    await page.getByTestId("player-next").click();
  }
  await page.waitForURL(/\/skillup\/details\/result\?/, { timeout: 60_000 });
  const body = (await (await stored).json()) as {
    data: { summary: { percent_score: number; answered: number }; grade: string };
  };
  await page.getByTestId("skillup-result-page").waitFor({ timeout: 20_000 });
  const grade = await page.getByTestId("result-grade").innerText();
  check(grade.trim().endsWith(body.data.grade), `the grade ${body.data.grade} is shown, got ${grade}`);
  const score = await page.getByTestId("result-score").innerText();
  const percent = displayPercent(body.data.summary.percent_score);
  check(score.includes(String(percent)), `the stored score ${percent} is shown, got ${score}`);
  console.log(`    result: grade ${body.data.grade}, ${percent} %, ${body.data.summary.answered} answered`);
  if (totals) return resultShows(page, kind, totals);
  const result = page.getByTestId(`result-${kind}`);
  await result.waitFor({ timeout: 20_000 });
  return result;
}

/** Index of the first event matching, at or after `from` (-1 when none). */
const findEvent = (events: PageEvent[], test: (e: PageEvent) => boolean, from = 0) =>
  events.findIndex((e, i) => i >= from && test(e));

/**
 * Clicks the step programme's "next step" until the current stage is one of `until` (skips waits and,
 * when asked, audio), as a student does who does not want to wait.
 * @param player - the step player
 * @param skip - stage kinds to skip
 * @param until - stage kinds to stop at
 */
async function stepUntil(player: Locator, skip: string[], until: string[]): Promise<void> {
  const stage = player.getByTestId("stage");
  for (let i = 0; i < 200; i++) {
    const kind = await stage.getAttribute("data-kind", { timeout: 30_000 }).catch(() => null);
    if (kind && until.includes(kind)) return;
    if (kind && skip.includes(kind)) {
      await player
        .getByTestId("step-next")
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
    await player.page().waitForTimeout(150);
  }
  throw new Error(`stage ${until.join("/")} not reached`);
}

const SHADOWING = [
  "Excuse me. Could you tell me the way to the city museum?",
  "Sure. Go straight along this street for two blocks.",
];
const PICTURES = [
  "A boy is kicking a ball. A girl is walking her dog. A man is reading a book on a bench.",
  // the student's own words for the kitchen picture, not its sample (scored by meaning, not as a reading)
  "The mother is making dinner. Her son is helping her.",
];
const KITCHEN_SAMPLE =
  "A woman is cooking in the kitchen. A boy is putting plates on the table. A cat is sitting on the floor.";
const QUICK = [
  // the student's own answer, not the sample ("My favorite color is blue.": flite's "blue" is often heard
  // as another word once the browser has resampled it)
  { question: "What is your favorite color?", reply: "I like red and black." },
  { question: "How many brothers and sisters do you have?", reply: "I have one brother." },
];
const NARRATION = [
  "Ken gets up at six. He walks his dog before breakfast and goes to school by bike.",
  "Lucy is from Canada, and she lives in Osaka now. She likes Japanese food. She loves takoyaki.",
];
const MULTI_STEP = [
  "Hello, I'm Sato Yuta. I'm in the first grade. I like playing baseball.",
  "My favorite food is curry and rice. My father cooks it on Sundays. It is very good.",
];
const INTEGRATED = {
  read:
    "Haruka lives in a town by the sea. Every Sunday morning, she cleans the beach with her neighbors. " +
    "They pick up plastic bottles, bags and cans. Haruka says, the sea is our friend, so we should take care of it.",
  q1: "She cleans the beach with her neighbors.",
  q2: "I always bring my own bag when I go shopping. I also turn off the lights when I leave a room.",
  retell:
    "Mister Wood and his students cleaned the beach last month. They collected twenty bags of trash, and " +
    "most of it was plastic. So they stopped using plastic bottles at school.",
};
const PRACTICE = ["Hi! Are you the new student from Australia?", "Yes, I am. I'm Tom. Nice to meet you."];
const CHALLENGE_MAI = ["I'd like a cheese sandwich, please.", "Yes. Can I have an orange juice?"];
/** Robo asks, the student answers with one of the options, the answer picks the next question. */
const CHAT = [
  { bot: "Do you like sports?", reply: "Yes, I do." },
  { bot: "What sport do you like?", reply: "I like soccer." },
  { bot: "Do you play it after school?", reply: "Yes, I do. I am on the team." },
];
const TRACKING = ["I wake up at six every morning.", "First, I wash my face and brush my teeth."];

// Longest first, so the three lanes of parallel journeys end close together.
export const journeys: Journey[] = [
  micJourney(
    "skill-up speaking: integrated process (read aloud, two answers, retelling; one answer; result)",
    "student16",
    INTEGRATED.read,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "speaking",
        "su-integrated-process-1",
        "integrated-process",
      );
      mic.willSay(INTEGRATED.read, INTEGRATED.q1, INTEGRATED.q2, INTEGRATED.retell);
      const saving = collectSaves(page);
      const stored = storedResult(page);
      const t0 = Date.now();
      await player.getByTestId("steps-start").click();
      const recording = player.locator("[data-testid='stage'][data-kind='record']");
      for (let take = 1; take <= 4; take++) {
        // Thinking times are skipped with "next step"; so is the retelling part's audio (to keep CI short).
        await stepUntil(player, take === 4 ? ["wait", "audio", "pause"] : ["wait"], ["record"]);
        await recording.waitFor({ state: "detached", timeout: 90_000 });
        console.log(`    take ${take} scored ${Date.now() - t0} ms after Start`);
      }
      check(mic.said.length === 4, `four takes, got ${mic.said.length}`);
      // After the last part the item's one answer, holding every take, is posted and the result opens.
      await page.waitForURL(/\/skillup\/details\/result\?/, { timeout: 30_000 });
      await stored; // the result page reads the attempt once its answer is stored
      const saves = await saving.settled();
      const steps = (saves[0]?.steps ?? []) as SavedItem[];
      check(
        saves.length === 1 && saves[0]?.question_id === "ip1",
        `the item's one answer is stored, got ${saves.map((s) => s.question_id).join() || "none"}`,
      );
      check(
        steps.map((st) => st.question_id).join() === "ip1-read,ip1-q1,ip1-q2,ip1-retell",
        `every take is kept under its step's question_id, got ${steps.map((st) => st.question_id).join()}`,
      );
      const totals = steps.map(ringPoints);
      for (const total of totals) check(total >= 20, `each take scores, got ${totals.join(",")}`);
      const result = await finishOnResult(page, "integrated-process", totals, stored);
      // Each replay is the app's audio player, a chunk of its own: wait for the last one to attach.
      await result.getByTestId("my-recording").nth(3).waitFor({ state: "attached" });
      check((await result.getByTestId("my-recording").count()) === 4, "four recordings on the result");
    },
  ),
  micJourney(
    "skill-up speaking: chat-bot (Robo asks, spoken replies matched to options, branching, result)",
    "student19",
    CHAT[0]?.reply as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "dialogue",
        "su-chat-bot-1",
        "chat-bot",
      );
      const saving = collectSaves(page);
      const stored = storedResult(page);
      await player.getByTestId("chat-start").click();
      for (const [i, { bot, reply }] of CHAT.entries()) {
        const t0 = Date.now();
        await player
          .locator("[data-testid='chat-bot-line']")
          .filter({ hasText: bot })
          .waitFor({ timeout: 20_000 });
        await page
          .locator("[data-testid='player-chat-bot'][data-phase='answer']")
          .waitFor({ timeout: 20_000 });
        mic.willSay(reply);
        await player.getByTestId("record-button").click();
        const line = player.getByTestId("chat-student-line").nth(i);
        // The take ends after 6 s of silence, then the engine recognises it: slow on a busy machine, so
        // wait for the matched option itself, then say what was heard when it is not the reply.
        const hint = player.getByTestId("chat-hint");
        await line.getByTestId("chat-matched").or(hint).first().waitFor({ timeout: 90_000 });
        if (await hint.isVisible())
          throw new Error(`reply ${i + 1} "${reply}" was not matched: ${await hint.innerText()}`);
        const heard = await line.getByTestId("chat-reply-text").innerText();
        const matched = await line.getByTestId("chat-matched").innerText();
        console.log(`    reply ${i + 1}: heard "${heard}", ${Date.now() - t0} ms`);
        check(
          matched.includes(reply),
          `reply ${i + 1} matched "${reply}", got "${matched}" (heard "${heard}")`,
        );
        check((await line.getByTestId("chat-fallback").count()) === 0, `reply ${i + 1} matched by itself`);
      }
      await page.locator("[data-testid='player-chat-bot'][data-phase='ended']").waitFor({ timeout: 30_000 });
      // The conversation is the item's one answer; then the result (the shell's button when it shows).
      const next = page.getByTestId("player-next");
      await Promise.race([
        page.waitForURL(/\/skillup\/details\/result\?/, { timeout: 30_000 }),
        next.click({ timeout: 30_000 }),
      ]).catch(() => undefined);
      const result = await finishOnResult(page, "chat-bot", null, stored);
      const saves = await saving.settled();
      check(
        saves.length === 1 && saves[0]?.question_id === "cb1",
        "the conversation is stored as one answer",
      );
      check(
        (await result.getByTestId("chat-turn-count").innerText()).includes("3"),
        "three exchanges on the result",
      );
      const matched = await result.getByTestId("chat-matched").allInnerTexts();
      for (const [i, { reply }] of CHAT.entries())
        check(matched[i]?.includes(reply), `reply ${i + 1} matched ${reply}, got ${matched[i]}`);
      const srcs = await result
        .getByTestId("my-recording")
        .evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
      check(
        srcs.length === 3 && srcs.every((src) => src.includes("/v3/files/rec/")),
        `each reply replays its recording, got ${srcs.join(",")}`,
      );
    },
  ),
  micJourney(
    "skill-up speaking: narration (cue, story, cue, beep, then the take; next steps; result)",
    "student14",
    NARRATION[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "narration",
        "su-narration-1",
        "narration",
        ["na1-01", "na1-02"],
      );
      mic.willSay(...NARRATION);
      // The first story runs by itself: cue, pause, story, pause, cue, pause, beep, record.
      const first = await recordAndScore(page, player, () => player.getByTestId("steps-start").click());
      const events = await pageEvents(page);
      const ui = events.filter((e) => e.what === "ui").map((e) => e.detail);
      const order = ["audio", "pause", "audio", "pause", "audio", "pause", "beep", "record"];
      check(
        JSON.stringify(ui.filter((k, i) => k !== ui[i - 1])) === JSON.stringify(order),
        `the narration runs ${order.join(" → ")}, got ${ui.join(" → ")}`,
      );
      const beep = findEvent(events, (e) => e.what === "ui" && e.detail === "beep");
      const plays = events.filter((e, i) => e.what === "play" && i < beep).length;
      check(plays === 3, `cue, story and cue played before the beep, got ${plays}`);
      const opened = findEvent(events, (e) => e.what === "mic");
      check(opened > beep, "the microphone opens after the beep");
      check(first.total >= 30, `a retelling scores, got ${first.total}`);
      await player.getByTestId("steps-done").waitFor({ timeout: 10_000 });
      await page.getByTestId("player-next").click();
      // The second story: the student skips through the audio with "next step".
      const second = await recordAndScore(page, player, async () => {
        await player.getByTestId("steps-start").click();
        await stepUntil(player, ["audio", "pause"], ["beep", "record"]);
      });
      check(second.total >= 30, `a retelling scores, got ${second.total}`);
      await player.getByTestId("steps-done").waitFor({ timeout: 10_000 });
      await finishOnResult(page, "narration", [first.total, second.total]);
    },
  ),
  micJourney(
    "skill-up speaking: speaking multi-step (instruction, thinking time, take; two items; result)",
    "student15",
    MULTI_STEP[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "speaking",
        "su-speaking-multi-step-1",
        "speaking-multi-step",
        ["sm1-01", "sm1-02"],
      );
      const totals: number[] = [];
      for (const [i, text] of MULTI_STEP.entries()) {
        mic.willSay(text);
        const { total } = await recordAndScore(page, player, async () => {
          await player.getByTestId("steps-start").click();
          await player.getByTestId("wait-countdown").waitFor({ timeout: 20_000 });
          // The thinking time counts down; the student is ready sooner and goes on.
          await stepUntil(player, ["wait"], ["record"]);
        });
        check(total >= 30, `a prepared answer scores, got ${total}`);
        totals.push(total);
        await player.getByTestId("steps-done").waitFor({ timeout: 10_000 });
        if (i < MULTI_STEP.length - 1) await page.getByTestId("player-next").click();
      }
      await finishOnResult(page, "speaking-multi-step", totals);
    },
  ),
  micJourney(
    "skill-up speaking: quick response (question audio, thinking countdown, automatic take, result)",
    "student13",
    QUICK[0]?.reply as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "speaking",
        "su-quick-response-1",
        "quick-response",
        ["qr1-01", "qr1-02"],
      );
      const totals: number[] = [];
      for (const [i, { question, reply }] of QUICK.entries()) {
        check((await player.getByTestId("question-text").innerText()) === question, "the question is shown");
        mic.willSay(reply);
        const { total } = await recordAndScore(page, player, async () => {
          await player.getByTestId("quick-start").click();
          await player.getByTestId("quick-listening").waitFor({ timeout: 5_000 });
          await player.getByTestId("wait-countdown").waitFor({ timeout: 15_000 });
        });
        check(total >= 30, `a prompt reply scores, got ${total}`);
        totals.push(total);
        const events = await pageEvents(page);
        const asked = events.filter((e) => e.what === "play" && e.detail.includes(".mp3")).pop();
        const opened = events.filter((e) => e.what === "mic").pop();
        check(asked && opened, "the question played and the microphone opened");
        const waited = opened.t - asked.t;
        check(waited >= 3_000, `the take starts after the question and the 3 s wait, got ${waited} ms`);
        // The question can be heard again: the app's audio player around the question's <audio>.
        await player
          .getByTestId("audio-player")
          .filter({ has: page.getByTestId("question-replay") })
          .waitFor({ timeout: 5_000 });
        if (i < QUICK.length - 1) await page.getByTestId("player-next").click();
      }
      await finishOnResult(page, "quick-response", totals);
    },
  ),
  micJourney(
    "skill-up speaking: sentence shadowing (countdown, model, automatic take, two sentences, result)",
    "student11",
    SHADOWING[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "speaking",
        "su-sentence-shadowing-1",
        "sentence-shadowing",
        ["ss01", "ss02"],
      );
      const totals: number[] = [];
      for (const [i, text] of SHADOWING.entries()) {
        await player.getByTestId("sentence-text").filter({ hasText: text }).waitFor({ timeout: 10_000 });
        mic.willSay(text);
        const { total } = await recordAndScore(page, player, async () => {
          await player.getByTestId("shadow-start").click();
          await player.getByTestId("countdown").waitFor({ timeout: 2_000 });
          await player.getByTestId("shadow-listening").waitFor({ timeout: 6_000 });
        });
        check(total >= 30, `a clear shadowing scores, got ${total}`);
        totals.push(total);
        const events = await pageEvents(page);
        const mics = events.flatMap((e, at) => (e.what === "mic" ? [at] : []));
        check(mics.length === i + 1, `one microphone take per sentence, got ${mics.length}`);
        const ended = findEvent(events, (e) => e.what === "ended", mics[i - 1] ?? 0);
        check(ended !== -1 && ended < (mics[i] ?? -1), "the take starts when the model audio has ended");
        if (i < SHADOWING.length - 1) await page.getByTestId("player-next").click();
      }
      await finishOnResult(page, "sentence-shadowing", totals);
    },
  ),
  micJourney(
    "skill-up speaking: picture describe (picture, time limit, free description, result with samples)",
    "student12",
    PICTURES[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "speaking",
        "su-picture-describe-1",
        "picture-describe",
        ["pd1-01", "pd1-02"],
      );
      const totals: number[] = [];
      for (const [i, text] of PICTURES.entries()) {
        const natural = await player
          .getByTestId("picture")
          .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
        check(natural > 0, "the SVG picture loads");
        check((await player.getByTestId("time-limit").innerText()).includes("40"), "the 40 s limit is shown");
        mic.willSay(text);
        const { total } = await recordAndScore(page, player, () =>
          player.getByTestId("record-button").click(),
        );
        check(total >= 30, `a full description scores, got ${total}`);
        totals.push(total);
        if (i === 1) {
          // An answer in other words than the sample: its found elements are marked in the recognised
          // text, the three part scores and the comment are shown.
          const open = player.getByTestId("open-answer").last();
          await open.waitFor({ timeout: 10_000 });
          const hits = await open.getByTestId("answer-hit").count();
          check(hits >= 2, `the mother cooking and the son helping are marked, got ${hits}`);
          for (const part of ["score-content", "score-language", "score-delivery"])
            check((await open.getByTestId(part).count()) === 1, `the ${part} ring is shown`);
          check((await open.getByTestId("open-answer-comment").innerText()).trim() !== "", "a comment");
          await open.screenshot({ path: `${ctx.artifacts}/review-1280-open-answer.png` });
          await page.setViewportSize({ width: 390, height: 844 });
          await open.screenshot({ path: `${ctx.artifacts}/review-390-open-answer.png` });
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        if (i < PICTURES.length - 1) {
          await page.getByTestId("player-next").click();
          await player.getByTestId("record-button").waitFor({ timeout: 10_000 });
        }
      }
      const result = await finishOnResult(page, "picture-describe", totals);
      check((await result.getByTestId("result-picture").count()) >= 2, "both pictures on the result");
      check((await result.getByText(KITCHEN_SAMPLE).count()) > 0, "the sample answers are shown");
    },
  ),
  micJourney(
    "skill-up speaking: dialogue challenge as Mai (role choice, clerk heard not recorded, result)",
    "student18",
    CHALLENGE_MAI[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "dialogue",
        "su-dialogue-challenge-1",
        "dialogue-challenge",
        ["dc1-01", "dc1-02", "dc1-03", "dc1-04"],
      );
      const saving = collectSaves(page);
      const stored = storedResult(page);
      mic.willSay(...CHALLENGE_MAI);
      await page.locator("[data-testid='role-one'][data-speaker='Mai']").click();
      await player.getByTestId("countdown").waitFor({ timeout: 5_000 });
      // The dialogue runs by itself: the clerk's lines play, Mai's are recorded, then the result opens.
      await page.waitForURL(/\/skillup\/details\/result\?/, { timeout: 120_000 });
      const events = await pageEvents(page);
      const played = events.filter((e) => e.what === "play").map((e) => e.detail.split("/").pop() ?? "");
      const mics = events.filter((e) => e.what === "mic").length;
      console.log(`    played ${played.join(", ")}; ${mics} takes`);
      check(
        played.some((f) => f.startsWith("dc1-01")) && played.some((f) => f.startsWith("dc1-03")),
        "the clerk's lines were played",
      );
      check(!played.some((f) => /^dc1-0[24]/.test(f)), "Mai's lines were not played");
      check(mics === 2, `only Mai's two lines were recorded, got ${mics} takes`);
      const byId = new Map((await saving.settled()).map((s) => [s.question_id, s]));
      for (const id of ["dc1-01", "dc1-03"])
        check(byId.get(id)?.is_skipped === 1 && !byId.get(id)?.sound_file, `${id} stored as heard`);
      const recorded = ["dc1-02", "dc1-04"].map((id) => byId.get(id));
      for (const s of recorded) check(typeof s?.sound_file === "string", "Mai's line has a recording");
      const totals = recorded.map((s) => ringPoints(s as SavedItem));
      const result = await finishOnResult(page, "dialogue-challenge", totals, stored);
      const statuses = await result
        .getByTestId("result-row")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
      check(
        statuses.slice(0, 4).join() === "listened,recorded,listened,recorded",
        `the clerk heard, Mai recorded, got ${statuses.join()}`,
      );
      check(
        (await result.getByTestId("dialogue-grade").innerText()).trim().length > 0,
        "the dialogue grade is shown",
      );
    },
  ),
  micJourney(
    "skill-up speaking: dialogue practice (conversation, each line recorded, result transcript)",
    "student17",
    PRACTICE[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "dialogue",
        "su-dialogue-practice-1",
        "dialogue-practice",
        ["dp1-01", "dp1-02"],
      );
      const totals: number[] = [];
      for (const [i, line] of PRACTICE.entries()) {
        const turn = player.getByTestId("dialogue-practice-turn");
        await turn.getByTestId("model-audio").first().waitFor({ state: "attached" });
        check((await turn.getByTestId("model-audio").count()) > 0, `line ${i + 1} has its model audio`);
        mic.willSay(line);
        const { total } = await recordAndScore(page, player, () => turn.getByTestId("record-button").click());
        check(total >= 30, `a clear line scores, got ${total}`);
        totals.push(total);
        if (i < PRACTICE.length - 1) {
          await page.getByTestId("player-next").click();
          await player.getByTestId("record-button").waitFor({ timeout: 10_000 });
        }
      }
      const result = await finishOnResult(page, "dialogue-practice", totals);
      const statuses = await result
        .getByTestId("result-row")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
      const first = statuses.slice(0, 2).join();
      check(first === "recorded,recorded", `both lines recorded, got ${statuses.join()}`);
    },
  ),
  micJourney(
    "skill-up speaking: shadow tracking (take with the model, live words, two sentences, result)",
    "student20",
    TRACKING[0] as string,
    async (ctx, tools) => {
      const { page, player, mic } = await openFromSkillup(
        ctx,
        tools,
        "speaking",
        "su-shadow-tracking-1",
        "shadow-tracking",
        ["st01", "st02"],
      );
      const totals: number[] = [];
      for (const [i, text] of TRACKING.entries()) {
        await player.getByTestId("sentence-text").filter({ hasText: text }).waitFor({ timeout: 10_000 });
        mic.willSay(text);
        const { total, item } = await recordAndScore(page, player, () =>
          player.getByTestId("tracking-start").click(),
        );
        check(total >= 30, `a clear shadowing scores, got ${total}`);
        totals.push(total);
        const events = await pageEvents(page);
        const opened = events.map((e) => e.what).lastIndexOf("mic");
        const played = findEvent(events, (e) => e.what === "play" && e.detail.includes(".mp3"), opened);
        check(played > opened, "the model plays once the microphone is on");
        // The live text may finish after the answer is saved on a busy machine (the panel updates then).
        const heardWords = player.locator("[data-testid='tracking-text'] [data-heard='1']");
        await heardWords
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(() => undefined);
        const heard = await heardWords.count();
        console.log(`    heard ${heard} words live: "${item.recognize_text ?? ""}"`);
        check(heard > 0, "the tracked words are highlighted");
        if (i < TRACKING.length - 1) await page.getByTestId("player-next").click();
      }
      await finishOnResult(page, "shadow-tracking", totals);
    },
  ),
];
