import type { Page } from "playwright-core";

/** What run.mjs hands every journey. */
export type JourneyContext = {
  baseUrl: string;
  artifacts: string;
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
};

/**
 * One browser journey. `launchArgs` (optional) are extra Chromium flags; a journey with them runs in a
 * browser of its own (e.g. a fake microphone fed a WAV file).
 */
export type Journey = {
  name: string;
  run: (ctx: JourneyContext) => Promise<void>;
  launchArgs?: () => Promise<string[]> | string[];
  /**
   * Runs side by side with other parallel journeys (after the sequential ones): only for journeys that
   * sign in as an account no other journey uses and change nothing another journey looks at.
   */
  parallel?: boolean;
  /**
   * A parallel journey that starts at once, beside the sequential ones: only when no sequential journey
   * signs in as its account or changes anything on its screens (e.g. a class's homework or live session).
   */
  early?: boolean;
  /** about how long it takes (parallel journeys start longest first) */
  seconds?: number;
};

/** Every demo password (seed). */
export const DEMO_PASSWORD = "pass1234";

/**
 * Fails with a message naming what was expected.
 * @param cond - condition that must hold
 * @param message - what went wrong
 */
export function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

/**
 * Opens the app at `/` and signs in through the login form.
 * @param page - the page
 * @param baseUrl - server URL
 * @param account - account ID
 * @param password - password (the demo one by default)
 */
export async function login(page: Page, baseUrl: string, account: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/login/);
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  try {
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
  } catch (err) {
    // Say why: the form's error (wrong password, rate limit) or the toast, rather than a bare timeout.
    const shown = await page
      .locator("[data-testid='login-error'], [data-testid='toast']")
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`login of ${account} did not leave /login: ${shown.join(" | ") || String(err)}`);
  }
}

/**
 * Test ids of the visible main tabs, in order.
 * @param page - the page
 * @returns e.g. ["tab-home"]
 */
export async function visibleTabIds(page: Page): Promise<string[]> {
  return page
    .locator("[data-testid^='tab-']")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid") ?? ""));
}

/**
 * Whether the page scrolls sideways (content wider than the viewport).
 * @param page - the page
 * @returns the overflow in px (0 when none)
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
