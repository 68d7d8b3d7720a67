import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { TOKYO_FORMAT, type TokyoPart } from "@hibiki/exercises/tokyo";
import type { Page } from "playwright-core";
import { check, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dist = process.env.HIBIKI_CONTENT_DIR ?? join(repo, "content/dist");
const TEST = "tokyo-y3-test-1";

type Item = { question_id: string; item_type: string; screen_en_text?: string; sample_answer?: string };

/** The test's items as built (content/dist). */
function testItems(): Item[] {
  const catalog = JSON.parse(readFileSync(join(dist, "catalog.json"), "utf8")) as {
    tokyo_speaking: Array<{ res_code: string; path: string }>;
  };
  const entry = catalog.tokyo_speaking.find((r) => r.res_code === TEST);
  check(entry, `${TEST} is in the catalogue`);
  return (JSON.parse(readFileSync(join(dist, entry.path), "utf8")) as { items: Item[] }).items;
}

/**
 * The least time a straight-through run takes: every item's preparation and answer windows, which run to
 * their end whatever the student does (the question audio of B-D comes on top).
 */
function windowsSeconds(items: Item[]): number {
  return items.reduce((sum, i) => {
    const f = TOKYO_FORMAT[i.item_type as TokyoPart];
    return f ? sum + f.prep_seconds + f.record_seconds : sum;
  }, 0);
}

/** What a good student says: the text of part A, a sample answer elsewhere. */
const good = (i: Item) => (i.item_type === "A" ? (i.screen_en_text ?? "") : (i.sample_answer ?? ""));
/** What a weak student says: the wrong words for part A, a bare word or a give-up elsewhere. */
const POOR: Record<string, string> = {
  A: "I like dogs.",
  B: "Yes.",
  C: "I don't know.",
  D: "Yes.",
};

/** The result page's score and grade, once it has them. */
async function resultOf(page: Page, timeout: number): Promise<{ score: number; grade: string }> {
  const score = page.getByTestId("tk-score");
  await score.waitFor({ timeout });
  return {
    score: Number(await score.getAttribute("data-score")),
    grade:
      (await page.getByTestId("tk-result").getByTestId("tk-grade").first().getAttribute("data-grade")) ?? "",
  };
}

/**
 * The Tokyo speaking test (issue 21): a full test taken straight through with good answers, and the same
 * test practised item by item with poor answers by another student. The grade bands keep them apart: the
 * good answers grade A or B (65+), the poor ones D or below (under 50). Two journeys, so the long timed
 * test and the practice run side by side.
 */
export const journeys: Journey[] = [
  {
    seconds: 430,
    // the longest journey: it starts beside the sequential ones (no other journey signs in as student25)
    early: true,
    ...micJourney(
      "tokyo: student25 takes a full ESAT-J test straight through (timed parts A-D into the microphone) with good answers and grades A or B",
      "student25",
      "hello",
      async ({ baseUrl, newPage, artifacts }, { mic, student }) => {
        const items = testItems();
        check(items.length === 9, `a full test has 9 items, got ${items.length}`);
        const page = await newPage({ width: 1280, height: 900 });
        await attachMic(page, mic);
        await login(page, baseUrl, student);
        await page.goto(`${baseUrl}/tokyo/index`);
        await page.getByTestId("tk-go-tests").click();
        const row = page.locator(`[data-testid=tk-set][data-res-code=${TEST}]`);
        await row.getByTestId("tk-take-test").click();

        // the test: every window runs by itself, nothing to press after Start
        mic.willSay(...items.map(good));
        await page.getByTestId("tk-start").click();
        await page.getByTestId("tk-run").waitFor({ timeout: 20_000 });
        check(
          (await page.getByTestId("tk-run").getAttribute("data-phase")) === "prep",
          "part A starts with its preparation",
        );
        check(await page.getByTestId("tk-read-text").isVisible(), "part A shows the text to read");
        check((await page.getByTestId("tk-start-now").count()) === 0, "the test cannot skip a window");
        // the windows alone take about 7 minutes; the question audio, the hand-over between windows and the
        // scoring of nine takes on a machine busy with the other journeys come on top
        await page.waitForURL(/\/tokyo\/testing\/result/, { timeout: (windowsSeconds(items) + 300) * 1000 });
        const strong = await resultOf(page, 60_000);
        check(mic.said.length === items.length, `nine takes were recorded, got ${mic.said.length}`);
        check(
          strong.score >= 65 && ["A", "B"].includes(strong.grade),
          `good answers grade A or B: ${strong.score} (${strong.grade})`,
        );
        const parts = await page
          .getByTestId("tk-part-score")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-part")));
        check(parts.join("") === "ABCD", `the result shows the four parts, got ${parts.join("")}`);
        await page.getByTestId("tokyo-answers").getByTestId("my-recording").first().waitFor({
          state: "attached",
          timeout: 30_000,
        });
        await page.screenshot({ path: join(artifacts, "review-tokyo-test-result.png"), fullPage: true });
        await page.goto(`${baseUrl}/tokyo/practice/unit_list?dir_id=1`);
        const again = page.locator(`[data-testid=tk-set][data-res-code=${TEST}]`);
        check(
          (await again.getByTestId("tk-grade").getAttribute("data-grade")) === strong.grade,
          "the list shows the best grade",
        );
      },
    ),
  },
  {
    seconds: 100,
    ...micJourney(
      "tokyo: student5 practises the same test item by item, starting each answer early, with poor answers and grades D or below with advice",
      "student5",
      "hello",
      async ({ baseUrl, newPage }, { mic, student }) => {
        const items = testItems();
        const page = await newPage({ width: 1280, height: 900 });
        await attachMic(page, mic);
        await login(page, baseUrl, student);
        await page.goto(`${baseUrl}/tokyo/practice/unit_list?dir_id=1`);
        await page
          .locator(`[data-testid=tk-set][data-res-code=${TEST}]`)
          .getByTestId("tk-take-practice")
          .click();
        mic.willSay(...items.map((i) => POOR[i.item_type] ?? "Yes."));
        await page.getByTestId("tk-start").click();
        for (let i = 0; i < items.length; i++) {
          await page.getByTestId("tk-start-now").click({ timeout: 60_000 });
          const next = page.getByTestId(i === items.length - 1 ? "tk-finish" : "tk-next");
          await next.waitFor({ timeout: 60_000 });
          if (items[i]?.item_type !== "A")
            check(await page.getByTestId("tk-question").isVisible(), "practice shows the question as text");
          await next.click();
        }
        await page.waitForURL(/\/tokyo\/practice\/result/, { timeout: 30_000 });
        const weak = await resultOf(page, 60_000);
        check(
          weak.score < 50 && ["D", "E", "F"].includes(weak.grade),
          `poor answers grade D or below: ${weak.score} (${weak.grade})`,
        );
        check(
          (await page.getByTestId("tk-feedback").innerText()).includes("パートB"),
          "the weak parts get advice",
        );
      },
    ),
  },
];
