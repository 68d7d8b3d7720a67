import { A11yLedger, settle } from "./a11y-check.ts";
import { check, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

/** The scenario the journey talks through (content/ai-speaking/as-01-first-day.yaml). */
const SCENARIO = "as-01-first-day";

/** What the student answers on each line of the scenario (the path through its "yes" branches). */
const ANSWERS: Record<string, string> = {
  greet: "My name is Ken.",
  home: "I live in Osaka.",
  grade: "I am in the second year.",
  club: "Yes, I am in the tennis club.",
  club_do: "We practice tennis every day.",
  free_time: "I play video games at home.",
  food: "I like ramen.",
  lunch: "Yes, of course.",
  music_room: "It is on the third floor.",
  ask_me: "What is your favorite sport?",
};

/** An answer that fits none of the first line's intents: the partner must ask again. */
const UNEXPECTED = "Bananas are yellow and the sky is blue.";

/** The most answers the journey gives before it gives up (10 lines, the repair, a few misheard tries). */
const MAX_TRIES = 16;

/** AI speaking (issue 24): a whole conversation with the fake microphone, one answer repaired, the result. */
export const journeys: Journey[] = [
  {
    seconds: 180,
    ...micJourney(
      "ai speaking: student2 talks through a scenario by voice (an unexpected answer gets the repair line), then sees the result and the history",
      "student2",
      UNEXPECTED,
      async ({ baseUrl, newPage }, { mic, student }) => {
        const page = await newPage({ width: 390, height: 844 });
        await attachMic(page, mic);
        const ledger = new A11yLedger();
        await login(page, baseUrl, student);

        // 1. the skill-up page leads to the scenario list; the scenario's page shows the partner
        await page.goto(`${baseUrl}/skillup`);
        await page.getByTestId("ai-speaking-entry").click();
        await page.getByTestId("ais-list-page").waitFor({ timeout: 20_000 });
        await settle(page, "[data-testid=ais-scenario]");
        await ledger.scan(page, "/ai-speaking/list");
        const card = page.locator(`[data-testid='ais-scenario'][data-scenario='${SCENARIO}']`);
        check((await card.innerText()).includes("Emma"), "the scenario card names the partner");
        await card.click();
        await page.getByTestId("ais-detail-page").waitFor({ timeout: 20_000 });
        check(
          (await page.getByTestId("ais-partner-name").innerText()).includes("Emma"),
          "the partner's name and role show",
        );
        await settle(page, "[data-testid=ais-start]:not([disabled])");
        await ledger.scan(page, "/ai-speaking/detail");

        // 2. the conversation: the partner's first line is spoken in its voice
        const voice = page.waitForResponse((r) => r.url().includes("/v3/tts/speak?"), { timeout: 30_000 });
        await page.getByTestId("ais-start").click();
        const tts = await voice;
        check([200, 206].includes(tts.status()), `the partner's line is synthesised (${tts.status()})`);
        check(new URL(tts.url()).searchParams.get("voice") === "female2", "in the partner's voice");
        const talk = page.getByTestId("ais-conversation");
        const answering = page.locator("[data-testid='ais-conversation'][data-phase='answer']");

        // 3. answer each line by voice: first something unexpected, then the scenario's answers
        const lines = page.getByTestId("ais-student-line");
        const outcomes: string[] = [];
        let tries = 0;
        // after the last line the partner says goodbye and the result opens
        while (tries < MAX_TRIES) {
          await answering.or(page.getByTestId("ais-result")).first().waitFor({ timeout: 90_000 });
          if (await page.getByTestId("ais-result").isVisible()) break;
          const node = (await talk.getAttribute("data-node")) ?? "";
          const text = tries === 0 ? UNEXPECTED : ANSWERS[node];
          check(text, `an answer for the line ${node}`);
          mic.willSay(text);
          const t0 = Date.now();
          await page.getByTestId("record-button").click();
          // the take ends after the silence, is recognised and scored, and the partner answers
          await lines.nth(tries).waitFor({ timeout: 90_000 });
          const line = lines.nth(tries);
          const outcome = (await line.getAttribute("data-outcome")) ?? "";
          outcomes.push(outcome);
          const heard = await line.getByTestId("ais-student-text").innerText();
          console.log(`    ${node}: said "${text}", heard "${heard}" → ${outcome}, ${Date.now() - t0} ms`);
          if (tries === 0) {
            check(outcome === "repair", `the unexpected answer is not understood, got ${outcome}`);
            const repair = page.locator("[data-testid='ais-partner-line'][data-kind='repair']").first();
            await repair.waitFor({ timeout: 20_000 });
            const said = await repair.getByTestId("ais-partner-text").innerText();
            check(/sorry/i.test(said), `the partner asks again: "${said}"`);
            check(
              (await talk.getAttribute("data-node")) === node,
              "after the repair the same line is answered again",
            );
            await answering.waitFor({ timeout: 30_000 });
            await ledger.scan(page, "/ai-speaking/detail (the conversation)", { keyboard: false });
          }
          tries++;
        }
        check(
          outcomes.filter((o) => o === "matched").length >= 7,
          `most answers are understood: ${outcomes.join(", ")}`,
        );

        // 4. the result: overall scores, the transcript with the repaired answer, recordings
        await page.waitForURL(/\/ai-speaking\/result\?session_id=\d+/, { timeout: 60_000 });
        const result = page.getByTestId("ais-result");
        await result.waitFor({ timeout: 20_000 });
        const total = Number(await page.getByTestId("ais-score-total").getAttribute("data-points"));
        check(total > 0 && total <= 100, `a total score, got ${total}`);
        await page.getByTestId("ais-score-task").waitFor();
        const entries = page.getByTestId("ais-entry");
        check((await entries.count()) === outcomes.length, "every answer is in the transcript");
        check(
          (await entries.first().getAttribute("data-outcome")) === "repair",
          "the first answer shows as not understood",
        );
        check(
          (await entries.first().getByTestId("ais-entry-model").innerText()).includes("My name is"),
          "with a model answer",
        );
        await page.getByTestId("ais-turn-chart").waitFor();
        await settle(page, "[data-testid=ais-entry]");
        await ledger.scan(page, "/ai-speaking/result");
        const recordings = await result
          .getByTestId("my-recording")
          .evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
        check(
          recordings.length > 0 && recordings.every((s) => s.includes("/v3/files/rec/")),
          `the answers can be replayed: ${recordings.join(",")}`,
        );

        // 5. the history lists the conversation with its score
        await page.goto(`${baseUrl}/ai-speaking/history`);
        await page.getByTestId("ais-history-row").first().waitFor({ timeout: 20_000 });
        check(
          (await page.getByTestId("ais-history-row").first().innerText()).includes(String(total)),
          "the history shows the total",
        );
        await page.getByTestId("ais-history-chart").waitFor();
        await settle(page);
        await ledger.scan(page, "/ai-speaking/history");
        ledger.assertClean("ai speaking");
      },
    ),
  },
];
