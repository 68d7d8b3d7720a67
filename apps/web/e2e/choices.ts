import type { Page } from "playwright-core";

/**
 * Answers the choice questions of the player item on screen. One question: its option is chosen (the
 * player then checks it or moves on). Several: the player may mount again when its saved state arrives
 * and forget a choice, so it chooses until every group shows its choice and 提出 (hand-in) is enabled,
 * then hands in.
 * @param page - the page with a player (.pl-main)
 * @param pickOf - the option index to choose in the question group at this position
 * @returns how many question groups the item had
 */
export async function chooseAnswers(page: Page, pickOf: (group: number) => number): Promise<number> {
  const main = page.locator(".pl-main");
  const groups = main.locator("fieldset.pl-options");
  await groups.first().waitFor({ timeout: 10_000 });
  const n = await groups.count();
  const option = (i: number) =>
    groups.nth(i).locator(`[data-testid=choice-option][data-index="${pickOf(i)}"]`);
  if (n === 1) {
    await option(0).click();
    return n;
  }
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i < n; i++) {
      if ((await option(i).getAttribute("aria-pressed")) !== "true") await option(i).click();
    }
    const ready = await page
      .waitForFunction(
        () => {
          const b = document.querySelector<HTMLButtonElement>(".pl-main [data-testid=hand-in]");
          return !!b && !b.disabled;
        },
        undefined,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (ready) break;
  }
  await main.getByTestId("hand-in").click();
  return n;
}
