import type { Page } from "playwright-core";
import { check, type Journey, login } from "./helpers.ts";

/** The number in a label such as "120 pt" or "ポイント +30". */
const numberIn = (text: string): number => Number(text.replace(/[^0-9]/g, ""));

/** Generous: a busy 2-core machine runs the server, two browsers and the bot's timers. */
const WAIT = 40_000;

/** @returns the points balance shown on /integral */
async function pointsBalance(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/integral`);
  const points = page.getByTestId("itg-points");
  await points.waitFor({ timeout: WAIT });
  return numberIn(await points.innerText());
}

/** Opens the type screen and waits for its three cards. */
async function openTypes(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/arena/type`);
  await page.getByTestId("arena-type-grammar").waitFor({ timeout: WAIT });
}

/**
 * Answers the open item `i` (a number key, or a click) and waits until it closed with the correct option
 * shown (or, as the screen moves on after 2 s, until the next item or the result is there).
 */
async function answerItem(page: Page, i: number, choice: number, how: "key" | "click"): Promise<void> {
  const item = page.locator(`[data-testid=arena-item][data-index="${i}"]`);
  await item.waitFor({ timeout: WAIT });
  if (how === "key") await page.keyboard.press(String(choice + 1));
  else await item.getByTestId(`arena-option-${choice}`).click();
  const later = `[data-testid=arena-item][data-index="${i + 1}"], [data-testid=arena-result-page]`;
  await page
    .locator(`[data-testid=arena-item][data-index="${i}"] [data-testid=arena-my-result], ${later}`)
    .first()
    .waitFor({ timeout: WAIT });
  await page
    .locator(`[data-testid=arena-item][data-index="${i}"] [data-testid=arena-correct], ${later}`)
    .first()
    .waitFor({ timeout: WAIT });
}

/** Waits for the result screen and reads the outcome and the points it gave. */
async function readResult(page: Page): Promise<{ outcome: string; awarded: number }> {
  await page.waitForURL(/\/arena\/pkresult\?match_id=\d+/, { timeout: WAIT });
  const outcome = page.getByTestId("arena-outcome");
  await outcome.waitFor({ timeout: WAIT });
  const items = await page.getByTestId("arena-result-item").count();
  check(items === 5, `the result lists the 5 items, got ${items}`);
  return {
    outcome: (await outcome.getAttribute("data-outcome")) ?? "",
    awarded: numberIn(await page.getByTestId("arena-points-awarded").innerText()),
  };
}

/**
 * Versus mode (issue 25 part 4) in real browsers over the real websocket: two students of one school are
 * paired with each other (not the bot), answer the same five items at the same time, see opposite outcomes
 * (or a draw) and the points on /integral; a student alone gets the bot opponent, clearly labelled.
 */
export const journeys: Journey[] = [
  {
    name: "arena: student1 and student2 play a words match against each other, see opposite results and the points on /integral",
    async run({ baseUrl, newPage }) {
      const a = await newPage({ width: 1280, height: 800 });
      const b = await newPage({ width: 390, height: 844 });
      await login(a, baseUrl, "student1");
      await login(b, baseUrl, "student2");
      const beforeA = await pointsBalance(a, baseUrl);
      const beforeB = await pointsBalance(b, baseUrl);

      // 1. both choose the words type; the first waits until the second joins
      await openTypes(a, baseUrl);
      await openTypes(b, baseUrl);
      await a.getByTestId("arena-type-words").click();
      await a.getByTestId("arena-waiting").waitFor({ timeout: WAIT });
      await b.getByTestId("arena-type-words").click();

      // 2. paired with each other: the match screen names the other student, no bot label
      for (const [page, other] of [
        [a, "鈴木 はると"],
        [b, "佐藤 ひなた"],
      ] as const) {
        await page.waitForURL(/\/arena\/pkansweresult/, { timeout: WAIT });
        const players = page.getByTestId("arena-players");
        await players.filter({ hasText: other }).waitFor({ timeout: WAIT });
        check((await players.getByTestId("arena-bot-label").count()) === 0, "two students: no bot");
      }

      // 3. five items: different options, so never both right (a by number keys, b by clicks)
      for (let i = 0; i < 5; i++) {
        await Promise.all([answerItem(a, i, 0, "key"), answerItem(b, i, 1, "click")]);
      }

      // 4. opposite outcomes or a draw, and each one's points on /integral
      const [ra, rb] = await Promise.all([readResult(a), readResult(b)]);
      const pair = `${ra.outcome}/${rb.outcome}`;
      check(["win/lose", "lose/win", "draw/draw"].includes(pair), `opposite outcomes or a draw, got ${pair}`);
      check(
        ra.awarded > 0 && rb.awarded > 0,
        `both finished players get points: ${ra.awarded}, ${rb.awarded}`,
      );
      for (const [page, before, r] of [
        [a, beforeA, ra],
        [b, beforeB, rb],
      ] as const) {
        await page.getByTestId("arena-to-integral").click();
        await page.waitForURL(/\/integral$/, { timeout: WAIT });
        await page
          .getByTestId("itg-points")
          .filter({ hasText: String(before + r.awarded) })
          .waitFor({ timeout: WAIT });
      }

      // 5. the arena's index counts the match and links to its result
      await a.goto(`${baseUrl}/arena`);
      await a.waitForURL(/\/arena\/index$/, { timeout: WAIT });
      await a.getByTestId("arena-recent").first().waitFor({ timeout: WAIT });
    },
  },
  {
    name: "arena: student7 alone gets the bot opponent, labelled, and plays a grammar match to its result",
    seconds: 90,
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student7");
      // from the side menu
      await page.getByTestId("side-open").click();
      await page.getByRole("link", { name: "対戦", exact: true }).click();
      await page.waitForURL(/\/arena\/index$/, { timeout: WAIT });
      await page.getByTestId("arena-start").click();
      await page.getByTestId("arena-type-grammar").click();
      await page.getByTestId("arena-waiting").waitFor({ timeout: WAIT });
      await page.getByTestId("arena-elapsed").waitFor({ timeout: WAIT });

      // nobody else comes: the bot, labelled as one
      await page.waitForURL(/\/arena\/pkansweresult/, { timeout: 60_000 });
      await page
        .getByTestId("arena-players")
        .getByTestId("arena-bot-label")
        .filter({ hasText: "ロボット対戦相手" })
        .waitFor({ timeout: WAIT });
      for (let i = 0; i < 5; i++) await answerItem(page, i, i % 4, "key");
      const r = await readResult(page);
      check(["win", "lose", "draw"].includes(r.outcome), `an outcome against the bot, got ${r.outcome}`);
      await page.getByTestId("arena-players").getByTestId("arena-bot-label").waitFor({ timeout: WAIT });
    },
  },
];
