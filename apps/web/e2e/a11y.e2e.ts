import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { A11yLedger, openSettled, settle } from "./a11y-check.ts";
import { check, type Journey, login } from "./helpers.ts";
import { teacherLogin } from "./teacher-helpers.ts";
import { completeResource, resourcesByKind } from "./textbook-solver.ts";

/**
 * Accessibility (issue 16 #23): axe-core on every route of the student app and the teacher console, and a
 * keyboard walk (every control reached by Tab, with a visible focus ring). Any serious or critical axe
 * violation or keyboard problem fails the journey; the table of findings is printed either way.
 * Routes come from features/*\/routes.tsx and features/teacher/routes.tsx; their parameters are taken from
 * the links the app itself shows, so the screens are the ones a student reaches.
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const ESSAY = "Last sunday I go to the park with my freind. We plays soccer and eat lunch under a big tree.";

/**
 * The first link on the page whose path matches.
 * @param page - a settled page
 * @param pattern - tested against pathname + search
 * @returns the link's path + search
 */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((as) =>
      as.map(
        (a) =>
          `${new URL((a as HTMLAnchorElement).href).pathname}${new URL((a as HTMLAnchorElement).href).search}`,
      ),
    );
  const hit = hrefs.find((h) => pattern.test(h));
  check(hit, `a link matching ${pattern} on ${page.url()} (links: ${hrefs.slice(0, 12).join(", ")})`);
  return hit;
}

/** The first resource of each skill-up kind not in the textbooks (speaking, narration, dialogue kinds). */
function skillupOnlyKinds(): Map<string, string> {
  const file = process.env.HIBIKI_CONTENT_DIR
    ? join(process.env.HIBIKI_CONTENT_DIR, "catalog.json")
    : join(repo, "content/dist/catalog.json");
  const catalog = JSON.parse(readFileSync(file, "utf8")) as {
    skillup: Record<string, { resources: { res_code: string; kind: string }[] }>;
  };
  const textbook = resourcesByKind();
  const out = new Map<string, string>();
  for (const t of Object.values(catalog.skillup))
    for (const r of t.resources) if (!textbook.has(r.kind) && !out.has(r.kind)) out.set(r.kind, r.res_code);
  return out;
}

/** The public screens, then every student route of the main shell and the bare screens, as student10. */
async function studentRoutes(page: Page, baseUrl: string, ledger: A11yLedger): Promise<void> {
  const scan = (name: string, options?: { keyboard?: boolean }) => ledger.scan(page, name, options);
  const open = async (path: string, marker?: string) => {
    await openSettled(page, `${baseUrl}${path}`, marker);
    await scan(path.replace(/\?.*$/, "?…"));
  };
  // Before sign-in.
  await open("/login", "[data-testid=login-account]");
  await open("/forgotPassword", "main, form");
  await open("/privacy-policy", "[data-testid=protocol-doc]");
  await open("/about/details/using_protocol", "[data-testid=protocol-doc]");

  await login(page, baseUrl, "student10");
  await open("/home", "[data-testid=greeting]");
  await page.getByTestId("side-open").click();
  await page.getByTestId("side-menu").waitFor();
  await scan("/home + side menu", { keyboard: false });
  await page.keyboard.press("Escape");
  await open("/guide/start", "[data-testid=guide]");
  await open("/about", "[data-testid=about-version]");
  await open("/changeName", "[data-testid=nickname]");
  await open("/changePassword", "form");
  await open("/joinClass", "[data-testid=current-class]");

  // Textbooks: book → unit → section list → a lesson, its examples, a short resource's result.
  await open("/bookList", "[data-testid=book-card]");
  await open(await firstHref(page, /^\/unitDirectory\?/), "[data-testid=unit-card]");
  await open(await firstHref(page, /^\/unitList\?/), "[data-testid=resource-row]");
  await open(
    "/textbook/details?res_code=jh1-u1-grammar-lesson&mode=practice",
    "[data-testid=player-grammar-introduce]",
  );
  await open(
    "/textbook/grammarExample?res_code=jh1-u1-grammar-lesson&mode=practice",
    "[data-testid=grammar-example-page]",
  );
  await openSettled(page, `${baseUrl}/textbook/details?res_code=jh1-u1-grammar-choice&mode=practice`);
  await completeResource(page, "grammar-choice");
  await settle(page, "[data-testid=result-screen]");
  await scan("/textbook/details/result?… (grammar-choice)");

  // Study history (the result above is in it).
  await open("/history/index", "[data-testid=history-item]");
  await open(await firstHref(page, /^\/history\/details\?/), "[data-testid=history-attempt]");
  await open(await firstHref(page, /^\/history\/details_deep\?/), "[data-testid=history-deep-page]");

  // Homework: list, detail, the player before answering, the result.
  await open("/homeworkList", "[data-testid=homework-row]");
  await page.getByTestId("homework-row").filter({ hasText: "Unit 1 学校にあるもの" }).first().click();
  await settle(page, "[data-testid=homework-detail-page]");
  await scan("/homework/detail?…");
  await page.getByTestId("topic-start").first().click();
  await settle(page, "[data-testid=player-word-choice]");
  await scan("/homework/practice/word-choice?…");
  await completeChoices(page, /\/homework\/practice\/result\//);
  await settle(page, "[data-testid=homework-result-page]");
  await scan("/homework/practice/result/word-choice?…");

  // Word test: list, the exam, its result, the wrong-word practice and its result.
  await open("/study_word/test", "[data-testid=word-task]");
  await page
    .locator("[data-testid=word-task]")
    .filter({ hasText: "Unit 1 単語テスト" })
    .getByTestId("word-start")
    .click();
  await confirmIfAsked(page);
  await settle(page, "[data-testid=word-exam]");
  await scan("/study_word/test/exam?…");
  await finishWordRun(page, /\/study_word\/test\/result/, () =>
    scan("/study_word/test/exam?… (first word answered)", { keyboard: false }),
  );
  await settle(page, "[data-testid=word-result-page]");
  await scan("/study_word/test/result?…");
  const wrong = page.getByTestId("word-wrong-start");
  if (await wrong.count()) {
    await wrong.first().click();
    await settle(page, "[data-testid=word-wrong]");
    await scan("/study_word/wrong_topic?…");
    await finishWordRun(page, /\/study_word\/wrong_topic\/result/);
    await settle(page, "[data-testid=word-wrong-result-page]");
    await scan("/study_word/wrong_topic/result?…");
  }

  // Messages.
  await open("/news", "[data-testid=news-row]");
  await page.getByTestId("news-row").first().click();
  await settle(page, "[data-testid=news-detail-page]");
  await scan("/news/details?…");

  // AI writing: home, list, a topic, its result, the analysis, the history.
  await open("/ai-writing", "[data-testid=ai-writing-junior]");
  await open(await firstHref(page, /^\/ai-writing\/list/), "[data-testid=writing-topic-row]");
  await page.getByTestId("writing-topic-row").first().click();
  await settle(page, "[data-testid=writing-editor]");
  await scan("/ai-writing/detail?…");
  await page.getByTestId("writing-editor").fill(ESSAY);
  await page.getByTestId("writing-submit").click();
  await settle(page, "[data-testid=writing-result]");
  await scan("/ai-writing/detail?… (result shown)");
  await page
    .getByTestId("writing-analysis-link")
    .first()
    .click()
    .catch(() => undefined);
  if (page.url().includes("/analysis")) {
    await settle(page, "[data-testid=writing-analysis]");
    await scan("/ai-writing/result/analysis?…");
  }
  await open("/ai-writing/history", "[data-testid=writing-history-row]");
  await open(await firstHref(page, /^\/ai-writing\/result\?/), "[data-testid=writing-result]");

  // Skill-up writing.
  await open("/skillup/writing/index?level=junior", "[data-testid=writing-topic-row]");
  await page.getByTestId("writing-topic-row").first().click();
  await settle(page, "[data-testid=writing-editor]");
  await scan("/skillup/writing/form?…");
  await page.getByTestId("writing-editor").fill(ESSAY);
  await page.getByTestId("writing-submit").click();
  await settle(page, "[data-testid=writing-result]");
  await scan("/skillup/writing/result?…");
  await open("/skillup/writing/history", "[data-testid=writing-history-row]");
  await page.getByTestId("writing-history-row").first().click();
  await settle(page, "[data-testid=writing-result]");
  await scan("/skillup/writing/history/deep?…");

  // Skill-up: index, one list, a resource's intro.
  await open("/skillup", "[data-testid=skillup-type-card]");
  await open("/skillup/list/reading", "[data-testid=skillup-resource]");
  await open("/skillup/list/speaking", "[data-testid=skillup-resource]");

  // Favourites.
  await open("/my_collection", "[data-testid=my-collection-page]");
  await open("/my_collection?tab=words", "[data-testid=my-collection-page]");

  // CEFR-J level test: home, about, map, a step's details, a placement's first item, the weak list.
  await open("/steps", "[data-testid=cefr-home]");
  await open("/steps/about", "[data-testid=cefr-credit]");
  await open("/steps/map", "[data-testid=cefr-path]");
  await open("/steps/details?level=A1.1", "[data-testid=cefr-skill-grammar]");
  await open("/steps/test?test_type=placement", "[data-testid=cefr-item]");
  await open("/steps/weakList", "[data-testid=cefr-weak-list]");

  // Eiken: the grades, word learning's index, a learning card and its question, word training's index.
  await open("/eiken/eikenList", "[data-testid=eiken-grade-5]");
  await open("/eiken/wordlearning/index?level_id=1", "[data-testid=ek-word-row]");
  await open("/eiken/wordlearning/practice?level_id=1", "[data-testid=ek-learn-card]");
  await open("/eiken/wordtraining/index?level_id=1", "[data-testid=ek-word-list]");
  await open("/eiken/rwl/index?level_id=3", "[data-testid=ek-set]");
  await open("/eiken/rwl/review/startup?level_id=3", "[data-testid=ek-review-empty]");
  await open("/eiken/practice?level_id=3", "[data-testid=ek-set]");
  await open("/eiken/challenge?level_id=3", "[data-testid=ek-challenge-start]");
  await open("/eiken/interview/index?level_id=3", "[data-testid=ek-interview-card-row]");
  await open("/college/eiken/tips", "[data-testid=ek-tips-table]");
  await open("/testing", "[data-testid=exam-tokyo-progress]");
  await open("/tokyo/index", "[data-testid=tk-part]");
  await open("/tokyo/practice/unit_list?dir_id=1", "[data-testid=tk-set]");
  await open("/tokyo/training?dir_id=3", "[data-testid=tk-set]");
  await open("/tokyo/testing?res_code=tokyo-y3-test-1", "[data-testid=tk-start]");
  await open("/tokyo/help", "[data-testid=tk-grade]");
  await open("/tokyo/listening/index", "[data-testid=lx-set]");
  await open("/college-entrance-test/listening", "[data-testid=lx-set]");
  await open("/high-school-entrance-exam/listening?region_id=3", "[data-testid=lx-set]");
  await open("/high-school-entrance-exam/review-info", "[data-testid=lx-review-none]");
  await open("/examHome/examTest", "[data-testid=exam-sim-item]");
  await open("/examHome/examTestResult", "[data-testid=exam-result-tokyo]");
  await open("/examTestGuid", "[data-testid=exam-guide-start]");
  await open(
    "/eiken/interview/dialog?level_id=3&res_code=eiken-interview-g3-cooking",
    "[data-testid=ek-interview-start]",
  );

  // E-books: the home, the library, a book's page and its reader.
  await open("/ebook/index", "[data-testid=eb-my-level]");
  await open("/ebook/list", "[data-testid=eb-book]");
  await open(await firstHref(page, /^\/ebook\/details\//), "[data-testid=eb-book-record]");
  await open(await firstHref(page, /^\/ebook\/reading\//), "[data-testid=eb-line]");

  // Points, rankings and the user card.
  await open("/integral", "[data-testid=itg-calendar]");
  await open("/integral/logs", "[data-testid=integral-logs-page]");
  await open("/rank/list", "[data-testid=rank-page]");
  await open("/usercard", "[data-testid=uc-editor]");
  await open("/usercard/list", "[data-testid=usercard-list-page]");

  // Versus: the index and the type choice (no socket opens before a type is chosen).
  await open("/arena/index", "[data-testid=arena-totals]");
  await open("/arena/type", "[data-testid=arena-type-words]");

  // The live class: the empty state with past sessions, or the open session of the class.
  await open("/live", "[data-testid=live-none], [data-testid=live-session]");
}

/**
 * Answers choice questions (first option of each group, hand-in, next) until the URL matches.
 * @param page - a page on a player
 * @param done - the result URL
 */
async function completeChoices(page: Page, done: RegExp): Promise<void> {
  for (let guard = 0; guard < 60 && !done.test(page.url()); guard++) {
    const main = page.locator(".pl-main");
    const groups = main.locator("fieldset.pl-options");
    for (let i = 0; i < (await groups.count()) && !done.test(page.url()); i++) {
      const opt = groups.nth(i).getByTestId("choice-option").first();
      // The player may move on between counting the groups and reading one (a busy machine): a group
      // that is gone is skipped instead of waited for, and the loop looks at the page again.
      const disabled = await opt.getAttribute("aria-disabled", { timeout: 3000 }).catch(() => "gone");
      if (disabled === null || disabled === "false") await opt.click().catch(() => undefined);
    }
    const handIn = main.getByTestId("hand-in");
    if (await handIn.isVisible()) await handIn.click();
    const next = page.getByTestId("player-next");
    await Promise.race([
      next.waitFor({ timeout: 6000 }).catch(() => undefined),
      page.waitForURL(done, { timeout: 6000 }).catch(() => undefined),
    ]);
    if (!done.test(page.url()) && (await next.isVisible())) await next.click();
    await page.waitForTimeout(150);
  }
  await page.waitForURL(done, { timeout: 15_000 });
}

/**
 * Answers every word of a word test or the wrong-word practice until the URL matches: the first option
 * (or "test" typed), and a word seen before with the right answer it showed (the wrong-word practice asks
 * each word again until it is answered right).
 * @param page - a page on the exam
 * @param done - the result URL
 */
async function finishWordRun(page: Page, done: RegExp, afterFirst?: () => Promise<void>): Promise<void> {
  const right = new Map<string, string>();
  const next = page.getByTestId("word-next");
  for (let guard = 0; guard < 80 && !done.test(page.url()); guard++) {
    const options = page.getByTestId("word-option");
    const input = page.getByTestId("word-input");
    await options
      .first()
      .or(input)
      .or(next)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    if (done.test(page.url())) break;
    if (await next.isVisible()) {
      // the last "to the result" button leaves the page as it is pressed
      await next.click({ timeout: 3000 }).catch(() => undefined);
      continue;
    }
    const prompt = (
      await page
        .getByTestId("word-prompt")
        .innerText()
        .catch(() => "")
    ).trim();
    const known = right.get(prompt);
    if (await options.first().isVisible()) {
      const texts = (await options.allInnerTexts()).map((x) => x.trim());
      // the option the verdict named last time (the longest one it contains)
      const best = known
        ? texts.filter((x) => x && known.includes(x)).sort((a, b) => b.length - a.length)[0]
        : undefined;
      await (best ? options.filter({ hasText: best }).first() : options.first()).click();
    } else if (await input.isVisible()) {
      await input.fill(known?.split(/[:：]\s*/).pop() ?? "test");
      await page.getByTestId("word-submit").click();
    }
    const verdict = page.getByTestId("word-verdict");
    await verdict.waitFor({ timeout: 5000 }).catch(() => undefined);
    if (afterFirst && guard === 0) await afterFirst();
    const answer = verdict.locator("span[lang=en]");
    if (await answer.count()) right.set(prompt, (await answer.first().innerText()).trim());
  }
  await page.waitForURL(done, { timeout: 15_000 });
}

/** Presses OK on a confirmation the app may show before a one-attempt test. */
async function confirmIfAsked(page: Page): Promise<void> {
  const ok = page.getByTestId("msgbox-ok");
  await ok
    .or(page.getByTestId("word-exam"))
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  if (await ok.isVisible()) await ok.click();
}

// The student walk and the players' walk run beside the microphone journeys, each as a student no other
// journey signs in as (student10, email1). Live words of shadow tracking come from a take held open in the
// live worker's own decoder, so the CPU that axe and the keyboard walk take no longer starves them (it did
// with windowed decoding). The college and teacher walks sign in as accounts that sequential journeys use.
export const journeys: Journey[] = [
  {
    name: "a11y: every student route passes axe and the keyboard walk (student10)",
    seconds: 240,
    parallel: true,
    async run({ baseUrl, newPage }) {
      const ledger = new A11yLedger();
      const page = await newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      try {
        await studentRoutes(page, baseUrl, ledger);
      } catch (err) {
        console.log(ledger.report("student routes (stopped early)").replace(/^/gm, "    "));
        throw err;
      }
      ledger.assertClean("student routes");
    },
  },
  {
    name: "a11y: the college student's screens pass axe and the keyboard walk (college1)",
    seconds: 20,
    async run({ baseUrl, newPage }) {
      const ledger = new A11yLedger();
      const page = await newPage({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await login(page, baseUrl, "college1");
      for (const path of ["/bookList", "/homeworkList", "/history/index", "/news"]) {
        await openSettled(page, `${baseUrl}${path}`, "main");
        await ledger.scan(page, `${path} (390 px)`);
      }
      await page.getByTestId("side-open").click();
      await page.getByTestId("side-menu").waitFor();
      await ledger.scan(page, "/news + side menu (390 px)", { keyboard: false });
      ledger.assertClean("college student");
    },
  },
  {
    name: "a11y: every teacher console route passes axe and the keyboard walk (teacher1, admin1)",
    seconds: 40,
    async run({ baseUrl, newPage }) {
      const ledger = new A11yLedger();
      const page = await newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      const scan = (name: string) => ledger.scan(page, name);
      const open = async (path: string, marker?: string) => {
        await openSettled(page, `${baseUrl}${path}`, marker);
        await scan(path.replace(/\/\d+/g, "/:id"));
      };
      try {
        await open("/teacher/login", "[data-testid=teacher-login-account]");
        await teacherLogin(page, baseUrl, "teacher1");
        await settle(page, "[data-testid=class-row]");
        await scan("/teacher/classes");
        const roster = await firstHref(page, /^\/teacher\/classes\/\d+$/);
        await open(roster, "[data-testid=roster-row]");
        await open(await firstHref(page, /^\/teacher\/students\/\d+/), "main");
        await open(`${roster}/dashboard`, "[data-testid=dash-student-row], main");
        await open("/teacher/homework", "[data-testid=tc-homework-row]");
        const homework = await firstHref(page, /^\/teacher\/homework\/\d+$/);
        await open(homework, "[data-testid=hw-student-row]");
        await open(await firstHref(page, /^\/teacher\/homework\/\d+\/students\/\d+/), "main");
        await open("/teacher/homework/new", "[data-testid=hw-title]");
        await open("/teacher/word-tests", "[data-testid=wt-row]");
        await open(await firstHref(page, /^\/teacher\/word-tests\/\d+/), "[data-testid=wtr-student-row]");
        await open("/teacher/messages", "[data-testid=msg-title]");
        await open("/teacher/feedback", "[data-testid=fb-row], [data-testid=fb-empty]");
        await open("/teacher/live", "[data-testid=tl-new]");
        await page.getByTestId("tl-new").click();
        await settle(page, "[data-testid=tl-form]");
        await scan("/teacher/live (new-session form)");
        await page.getByTestId("teacher-logout").click();
        await page.waitForURL(/\/teacher\/login/);
        await teacherLogin(page, baseUrl, "admin1");
        await open("/teacher/admin/teachers", "[data-testid=teacher-row]");
      } catch (err) {
        console.log(ledger.report("teacher console (stopped early)").replace(/^/gm, "    "));
        throw err;
      }
      ledger.assertClean("teacher console");
    },
  },
  {
    name: "a11y: the player of every exercise kind passes axe before answering, and three results (email1)",
    seconds: 80,
    parallel: true,
    async run({ baseUrl, newPage }) {
      const ledger = new A11yLedger();
      const page = await newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      await login(page, baseUrl, "email1");
      const kinds = [...resourcesByKind(), ...skillupOnlyKinds()];
      try {
        for (const [kind, code] of kinds) {
          const base = code.startsWith("su-") ? "/skillup/details" : "/textbook/details";
          await openSettled(
            page,
            `${baseUrl}${base}?res_code=${code}&mode=practice`,
            `[data-testid=player-${kind}], [data-testid=writing-item-player]`,
          );
          await ledger.scan(page, `player ${kind} (${code})`);
        }
        // Result screens of three more layouts (choice rows, multi-question hand-in, word order); the
        // student journey covers grammar-choice, homework, word-test and writing results.
        for (const kind of ["listening-choice", "cloze-test", "sentence-sorting"]) {
          await openSettled(
            page,
            `${baseUrl}/textbook/details?res_code=${kinds.find(([k]) => k === kind)?.[1]}&mode=practice`,
          );
          await completeResource(page, kind);
          await settle(page, "[data-testid=result-screen]");
          await ledger.scan(page, `result ${kind}`);
        }
      } catch (err) {
        console.log(ledger.report("players (stopped early)").replace(/^/gm, "    "));
        throw err;
      }
      ledger.assertClean("players");
    },
  },
];
