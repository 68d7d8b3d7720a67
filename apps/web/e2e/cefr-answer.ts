import type { Page } from "playwright-core";

type Choice = { index: number; correct?: boolean };
type BuiltItem = { question_id: string; answers?: Choice[]; questions?: { answers?: Choice[] }[] };

/**
 * The item on screen as its resource.json has it: the URL is the one the page loaded (from the browser's
 * resource timing), fetched again here.
 */
async function itemOnScreen(page: Page): Promise<BuiltItem | null> {
  const id = await page.getByTestId("cefr-item").getAttribute("data-item");
  if (!id) return null;
  const [code, questionId] = id.split("/");
  const url = await page.evaluate(
    (c) =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .reverse()
        .find((n) => n.includes(`/res/${c}/`) && n.includes("resource.json")),
    code,
  );
  if (!url) return null;
  const res = (await (await page.request.get(url)).json()) as { items: BuiltItem[] };
  return res.items.find((i) => i.question_id === questionId) ?? null;
}

/**
 * Answers the choice item on screen: the right option of each group (from the item's answer key) when
 * `right`, else the first option; plays to the question first when the player asks.
 * @returns false when the item on screen is not a choice item (read aloud, word order)
 */
export async function answerChoiceItem(page: Page, right: boolean): Promise<boolean> {
  await page.getByTestId("cefr-item").waitFor({ timeout: 20_000 });
  // this item only: a one-question item hands itself in on the pick, and the next one may be on screen
  const id = await page.getByTestId("cefr-item").getAttribute("data-item");
  const item = page.locator(`[data-testid=cefr-item][data-item="${id}"]`);
  const toQuestion = item.getByTestId("to-question-audio");
  if (await toQuestion.isVisible()) await toQuestion.click();
  const groups = item.locator("fieldset.pl-options");
  const n = await groups.count();
  if (n === 0) return false;
  const key = right ? await itemOnScreen(page) : null;
  for (let i = 0; i < n; i++) {
    const choices = key?.questions?.[i]?.answers ?? key?.answers;
    const at = choices?.find((c) => c.correct)?.index;
    const group = groups.nth(i);
    const opt =
      at === undefined
        ? group.getByTestId("choice-option").first()
        : group.locator(`[data-testid=choice-option][data-index="${at}"]`);
    if ((await opt.getAttribute("aria-disabled")) !== "true") await opt.click();
  }
  // several questions: hand them in together (the button waits until every one is picked)
  const handIn = item.getByTestId("hand-in");
  if (n > 1 || ((await handIn.isVisible()) && (await handIn.isEnabled()))) await handIn.click();
  return true;
}

/**
 * Answers (or, for an item the test cannot answer here, skips) the level-test item on screen and waits
 * for the next one or the result.
 * @param right - answer with the key (true) or the first option (false)
 * @returns "answered" or "skipped"
 */
export async function answerOrSkip(page: Page, right: boolean): Promise<"answered" | "skipped"> {
  const before = await page.getByTestId("cefr-progress-text").innerText();
  const answered = await answerChoiceItem(page, right);
  if (!answered) await page.getByTestId("cefr-skip").click();
  await page.waitForFunction(
    (b) => document.querySelector("[data-testid=cefr-progress-text]")?.textContent !== b,
    before,
    { timeout: 20_000 },
  );
  return answered ? "answered" : "skipped";
}
