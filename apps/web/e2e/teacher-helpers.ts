import type { Page } from "playwright-core";
import { check, DEMO_PASSWORD } from "./helpers.ts";

/**
 * Signs a teacher in through the console's own login page.
 * @param page - the page
 * @param baseUrl - server URL
 * @param account - teacher1 or admin1 in the demo
 */
export async function teacherLogin(page: Page, baseUrl: string, account: string): Promise<void> {
  await page.goto(`${baseUrl}/teacher/login`);
  await page.getByTestId("teacher-login-account").fill(account);
  await page.getByTestId("teacher-login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("teacher-login-submit").click();
  try {
    await page.waitForURL(/\/teacher\/classes/, { timeout: 30_000 });
  } catch (err) {
    const shown = await page
      .locator("[data-testid='teacher-login-error'], [data-testid='toast']")
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`teacher login of ${account} failed: ${shown.join(" | ") || String(err)}`);
  }
}

/**
 * Finds a class row on the class list by its name.
 * @param page - a page on /teacher/classes
 * @param name - e.g. "1年A組"
 * @returns the class id
 */
export async function classIdByName(page: Page, name: string): Promise<number> {
  const row = page.getByTestId("class-row").filter({ hasText: name }).first();
  await row.waitFor();
  const id = Number(await row.getAttribute("data-class-id"));
  check(id > 0, `class ${name} has an id`);
  return id;
}

/**
 * Answers the choice player on screen until the homework result opens (one choice per question group,
 * then hand-in / next as the player asks).
 * @param page - a page on /homework/practice/<kind>
 * @param kind - the exercise kind whose player must appear
 */
export async function completeHomeworkChoice(page: Page, kind: string): Promise<void> {
  const onResult = () => page.url().includes("/homework/practice/result/");
  await page.getByTestId(`player-${kind}`).first().waitFor({ timeout: 20_000 });
  for (let guard = 0; guard < 60 && !onResult(); guard++) {
    const main = page.locator(".pl-main");
    const groups = main.locator("fieldset.pl-options");
    const n = await groups.count();
    for (let i = 0; i < n; i++) {
      const opt = groups.nth(i).getByTestId("choice-option").first();
      if ((await opt.getAttribute("aria-disabled")) !== "true") await opt.click();
    }
    const handIn = main.getByTestId("hand-in");
    if (await handIn.isVisible()) await handIn.click();
    const next = page.getByTestId("player-next");
    await Promise.race([
      next.waitFor({ timeout: 6000 }).catch(() => undefined),
      page.waitForURL(/\/homework\/practice\/result\//, { timeout: 6000 }).catch(() => undefined),
    ]);
    if (!onResult() && (await next.isVisible())) await next.click();
    await page.waitForTimeout(150);
  }
  await page.waitForURL(/\/homework\/practice\/result\//, { timeout: 15_000 });
}
