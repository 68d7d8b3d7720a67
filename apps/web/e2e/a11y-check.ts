import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/**
 * Accessibility checks for browser journeys: axe-core on the page as it is, and a keyboard walk (Tab
 * through the page: every control reached, each with a visible focus ring).
 *
 * axe is evaluated through the DevTools protocol (page.evaluate with its source): the app's
 * Content-Security-Policy allows no inline script, so a <script> tag would be blocked (and reported as a
 * violation by run.mjs); an evaluation from the test runner is not a page script and passes the policy.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One serious or critical axe violation on one page. */
export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the whole document.
 * @param page - a page that has settled
 * @returns the serious and critical violations, one per rule with the offending nodes
 */
export async function axeSerious(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? "",
        help: v.help,
        targets: v.nodes.map(
          (n) =>
            `${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.split("\n").slice(1, 2).join(" ").trim()}` : ""}`,
        ),
      }));
  });
}

/**
 * In-page helpers of the keyboard walk, as plain JavaScript (a string, so the test runner's transpiler adds
 * nothing the page lacks). `collect` lists the controls a keyboard user must reach, `stop` describes the
 * focused element and its focus ring, `missed` lists the controls never reached.
 */
const KEYBOARD_HELPERS = String.raw`(() => {
  const SEL = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1']), audio[controls], video[controls]";
  const visible = (el) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    el.getBoundingClientRect().width > 0 &&
    !el.closest("[inert], [aria-hidden='true']");
  const describe = (e) => {
    const id = e.getAttribute("data-testid");
    const cls = typeof e.className === "string" && e.className.trim() ? "." + e.className.trim().split(/\s+/).join(".") : "";
    const name = (e.getAttribute("aria-label") || (e.tagName === "SELECT" ? "" : e.innerText) || "").replace(/\s+/g, " ").trim().slice(0, 30);
    return e.tagName.toLowerCase() + (id ? "[data-testid=" + id + "]" : "") + cls + (name ? ' "' + name + '"' : "");
  };
  const rgb = (c) => {
    const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\)/.exec(c);
    if (!m) return null;
    const a = m[4] === undefined ? 1 : m[4].endsWith("%") ? parseFloat(m[4]) / 100 : Number(m[4]);
    return [Number(m[1]), Number(m[2]), Number(m[3]), a];
  };
  const lum = (c) => {
    const f = (v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const contrast = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  // the background around a control: the nearest ancestor with an opaque background colour
  const around = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const c = rgb(getComputedStyle(p).backgroundColor);
      if (c && c[3] >= 0.9) return c;
    }
    return [255, 255, 255, 1];
  };
  const ring = (el) => {
    const bg = around(el);
    const cs = getComputedStyle(el);
    let best = 0;
    if (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 2) {
      const c = rgb(cs.outlineColor);
      if (c && c[3] > 0.9) best = Math.max(best, contrast(c, bg));
    }
    if (cs.boxShadow && cs.boxShadow !== "none") {
      // "rgb(…) 0px 0px 0px 3px, …": a ring is a shadow with a spread of 2 px or more
      for (const part of cs.boxShadow.split(/,(?![^(]*\))/)) {
        if (part.includes("inset")) continue;
        const c = rgb(part);
        const lengths = part.replace(/rgba?\([^)]*\)/, "").trim().split(/\s+/).map((x) => parseFloat(x));
        if (c && c[3] > 0.9 && (lengths[3] || 0) >= 2) best = Math.max(best, contrast(c, bg));
      }
    }
    return best;
  };
  let targets = [];
  let reached = new Set();
  return {
    collect() {
      targets = [...document.querySelectorAll(SEL)].filter((el) => visible(el) && el.tabIndex >= 0);
      reached = new Set();
      // Start the walk at the top of the page: Tab from a focused marker before everything else (a blur
      // alone leaves the browser's starting point where the app last put focus).
      const start = document.createElement("span");
      start.tabIndex = -1;
      start.setAttribute("data-a11y-start", "");
      document.body.prepend(start);
      start.focus({ preventScroll: true });
      window.scrollTo(0, 0);
      return targets.length;
    },
    stop() {
      for (const m of document.querySelectorAll("[data-a11y-start]")) m.remove();
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return { done: true };
      // back at the first stop: the walk went round; a control with inner stops (a native media player)
      // keeps the same active element for a few presses
      if (reached.has(el)) return { done: el === reached.values().next().value, repeat: true };
      reached.add(el);
      return { done: false, what: describe(el), ring: ring(el) };
    },
    missed() {
      const radioReached = (el) =>
        el.type === "radio" && [...reached].some((r) => r.type === "radio" && r.name === el.name && r.form === el.form);
      return targets.filter((el) => el.isConnected && !reached.has(el) && !(el.tagName === "INPUT" && radioReached(el))).map(describe);
    },
  };
})()`;

/**
 * Walks the page with Tab from the top: every visible control must be reached, and each focus stop must
 * show a focus ring (an outline or a box-shadow ring at least 2 px wide whose colour has 3:1 contrast with
 * the background around the control, WCAG 1.4.11 / 2.4.7).
 * @param page - a settled page with no dialog open
 * @param maxStops - stop after this many Tab presses (long lists; reachability is then not judged)
 * @returns one line per problem (empty when the page passes)
 */
export async function keyboardProblems(page: Page, maxStops = 90): Promise<string[]> {
  await page.evaluate(`(window.__a11yKeys = window.__a11yKeys || ${KEYBOARD_HELPERS}).collect()`);
  const problems: string[] = [];
  // Scrollable regions are focusable too (Chromium), so a page can have more stops than controls.
  const limit = maxStops;
  let finished = false;
  for (let stops = 0; stops < limit; stops++) {
    await page.keyboard.press("Tab");
    const stop = (await page.evaluate("window.__a11yKeys.stop()")) as
      | { done: boolean; repeat: true }
      | { done: true; repeat?: undefined }
      | { done: false; repeat?: undefined; what: string; ring: number };
    if (stop.done) {
      finished = true;
      break;
    }
    if (stop.repeat) continue;
    if (stop.ring < 3)
      problems.push(
        `no visible focus ring on ${stop.what} (ring contrast ${stop.ring ? stop.ring.toFixed(2) : "none"})`,
      );
  }
  if (finished) {
    const missed = (await page.evaluate("window.__a11yKeys.missed()")) as string[];
    for (const m of missed) problems.push(`not reachable by Tab: ${m}`);
  }
  return [...new Set(problems)];
}

/** What one scanned screen showed. */
export type ScreenReport = { screen: string; axe: AxeFinding[]; keyboard: string[]; ms: number };

/**
 * Collects the findings of many screens and prints them as a table (one line per screen with a count).
 */
export class A11yLedger {
  readonly screens: ScreenReport[] = [];

  /**
   * Scans the current page with axe and (optionally) the keyboard walk.
   * @param page - a settled page
   * @param screen - the route or screen name shown in the report
   * @param options - keyboard: false skips the Tab walk (e.g. a screen that moves on by itself)
   */
  async scan(page: Page, screen: string, options: { keyboard?: boolean } = {}): Promise<void> {
    const t0 = Date.now();
    const axe = await axeSerious(page);
    const keyboard = options.keyboard === false ? [] : await keyboardProblems(page);
    this.screens.push({ screen, axe, keyboard, ms: Date.now() - t0 });
  }

  /** Serious + critical axe violations (nodes) over all screens. */
  get axeCount(): number {
    return this.screens.reduce((n, s) => n + s.axe.reduce((m, v) => m + v.targets.length, 0), 0);
  }

  /** Keyboard problems over all screens. */
  get keyboardCount(): number {
    return this.screens.reduce((n, s) => n + s.keyboard.length, 0);
  }

  /**
   * The report: per screen with findings (every screen with HIBIKI_A11Y_ALL=1) its serious+critical node
   * count and keyboard problems, then the totals.
   * @param title - the journey's name
   * @returns printable lines
   */
  report(title: string): string {
    const lines = [`a11y ${title}: ${this.screens.length} screens`];
    for (const s of this.screens) {
      const n = s.axe.reduce((m, v) => m + v.targets.length, 0);
      if (n + s.keyboard.length === 0 && !process.env.HIBIKI_A11Y_ALL) continue;
      lines.push(
        `  ${String(n).padStart(3)} axe, ${String(s.keyboard.length).padStart(2)} keyboard  ${s.screen} (${s.ms} ms)`,
      );
      for (const v of s.axe)
        lines.push(`        ${v.impact} ${v.rule} (${v.help}): ${v.targets.slice(0, 4).join(" | ")}`);
      for (const k of s.keyboard.slice(0, 6)) lines.push(`        keyboard: ${k}`);
    }
    lines.push(
      `  total: ${this.axeCount} serious/critical axe nodes, ${this.keyboardCount} keyboard problems`,
    );
    return lines.join("\n");
  }

  /**
   * Prints the report and fails when anything was found.
   * @param title - the journey's name
   */
  assertClean(title: string): void {
    const text = this.report(title);
    console.log(text.replace(/^/gm, "    "));
    if (this.axeCount + this.keyboardCount > 0)
      throw new Error(
        `accessibility: ${this.axeCount} serious/critical axe violations, ${this.keyboardCount} keyboard problems (see the table above)`,
      );
  }
}

/**
 * Opens a URL and waits until it has settled: the route's marker (when given) is there, the network is
 * quiet and no spinner or skeleton is left.
 * @param page - the page
 * @param url - absolute URL
 * @param marker - a CSS selector the screen shows when ready
 */
export async function openSettled(page: Page, url: string, marker?: string): Promise<void> {
  await page.goto(url);
  await settle(page, marker);
}

/**
 * Waits for the current screen to settle (see openSettled).
 * @param page - the page
 * @param marker - a CSS selector the screen shows when ready
 */
export async function settle(page: Page, marker?: string): Promise<void> {
  // a scored essay can take a while on a busy machine
  if (marker) await page.locator(marker).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector(".spinner-wrap, .skeleton"), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}
