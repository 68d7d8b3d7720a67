import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { check } from "./helpers.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

type CatalogResource = { res_code: string; kind: string };
type Catalog = { books: { units: { sections: { resources: CatalogResource[] }[] }[] }[] };

/**
 * The first resource of every kind in the built catalogue (content/dist/catalog.json), in study order.
 * @returns kind → res_code
 */
export function resourcesByKind(): Map<string, string> {
  const file = process.env.HIBIKI_CONTENT_DIR
    ? join(process.env.HIBIKI_CONTENT_DIR, "catalog.json")
    : join(repo, "content/dist/catalog.json");
  const catalog = JSON.parse(readFileSync(file, "utf8")) as Catalog;
  const out = new Map<string, string>();
  for (const b of catalog.books)
    for (const u of b.units)
      for (const s of u.sections)
        for (const r of s.resources) if (!out.has(r.kind)) out.set(r.kind, r.res_code);
  return out;
}

const onResult = (page: Page) => page.url().includes("/textbook/details/result");

/** Typed and ordering players: fill every box, place chips until every slot is filled, then Check. */
async function answerTyped(main: ReturnType<Page["locator"]>): Promise<boolean> {
  const form = main.locator(".objb-player form");
  const submit = form.locator("button[type=submit]");
  if (!(await submit.isVisible())) return true; // already answered (resume)
  const boxes = form.locator("input.objb-blank, .objb-typed");
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).fill("test");
  for (let guard = 0; guard < 40; guard++) {
    if ((await form.locator(".objb-slot:not(.is-filled)").count()) === 0) break;
    const chip = form.locator(".objb-chip:enabled").first();
    if (!(await chip.count())) break;
    await chip.click();
  }
  await submit.click();
  return true;
}

/** Answers whatever choice / page / lesson player is on screen once. Returns false when nothing was found. */
async function answerVisible(page: Page): Promise<boolean> {
  const main = page.locator(".pl-main");
  const toQuestion = main.getByTestId("to-question-audio");
  if (await toQuestion.isVisible()) await toQuestion.click();
  const full = main.getByTestId("full-audio");
  // The audio player is its own small chunk: on the pure-listening player, wait for its <audio>.
  if (await main.getByTestId("player-pure-listening").count()) await full.waitFor({ state: "attached" });
  if (await full.count()) {
    // Pure listening: the first play posts question 1, the end of the audio opens the result.
    const saved = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-record"));
    await full.evaluate((el) => el.dispatchEvent(new Event("play")));
    check((await saved).ok(), "pure listening: the first play is saved");
    await full.evaluate((el) => el.dispatchEvent(new Event("ended")));
    return true;
  }
  for (const id of ["finished-reading", "finish-lesson"]) {
    const pager = main.getByTestId("next-page");
    while (await pager.isVisible()) await pager.click();
    const b = main.getByTestId(id);
    if (await b.isVisible()) {
      await b.click();
      return true;
    }
  }
  const typed = main.locator(".objb-player form");
  if (await typed.count()) return answerTyped(main);
  const groups = main.locator("fieldset.pl-options");
  const n = await groups.count();
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const opt = groups.nth(i).getByTestId("choice-option").first();
    if ((await opt.getAttribute("aria-disabled")) !== "true") await opt.click();
  }
  const handIn = main.getByTestId("hand-in");
  if (await handIn.isVisible()) await handIn.click();
  return true;
}

/**
 * Completes the resource open in the player: answers each item, then waits for auto-advance or presses
 * Next, until the result screen opens.
 * @param page - a page showing /textbook/details
 * @param kind - the expected kind (its player test id must appear)
 */
export async function completeResource(page: Page, kind: string): Promise<void> {
  await page.getByTestId(`player-${kind}`).first().waitFor({ timeout: 15_000 });
  for (let guard = 0; guard < 60 && !onResult(page); guard++) {
    // the kind's player is a lazy chunk (composites mark .pl-main itself); or the result has opened
    await page
      .locator(".pl-main [data-testid^='player-'], [data-testid=result-screen]")
      .first()
      .waitFor({ timeout: 10_000 });
    if (onResult(page)) break;
    const progress = await page
      .getByTestId("player-progress")
      .textContent()
      .catch(() => null);
    const answered = await answerVisible(page);
    check(answered || onResult(page), `no answerable ${kind} player on ${page.url()}`);
    // Next after a wrong answer, auto-advance after a right one, immediate in exams, or the result.
    const next = page.getByTestId("player-next");
    await Promise.race([
      next.waitFor({ timeout: 6000 }).catch(() => undefined),
      page.waitForURL(/\/textbook\/details\/result/, { timeout: 6000 }).catch(() => undefined),
      page
        .waitForFunction(
          (before) =>
            (document.querySelector("[data-testid=player-progress]")?.textContent ?? null) !== before,
          progress,
          { timeout: 6000 },
        )
        .catch(() => undefined),
    ]);
    if (!onResult(page) && (await next.isVisible())) await next.click();
    await page.waitForTimeout(150);
  }
  await page.waitForURL(/\/textbook\/details\/result/, { timeout: 10_000 });
  await page.getByTestId("result-screen").waitFor();
}
