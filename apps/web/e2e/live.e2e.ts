import type { Page } from "playwright-core";
import { check, type Journey, login } from "./helpers.ts";
import { teacherLogin } from "./teacher-helpers.ts";

/** Waits until the console's answers table for the current item lists `n` answers. */
async function answersArrived(teacher: Page, n: number): Promise<void> {
  await teacher
    .locator("[data-testid=tl-answer-row]")
    .nth(n - 1)
    .waitFor({ timeout: 40_000 });
  check((await teacher.getByTestId("tl-answer-row").count()) === n, `the console lists ${n} answers`);
}

/** Answers the choice on screen and waits for the server's result. */
async function pick(student: Page, option: string, result: string): Promise<void> {
  const item = student.locator("[data-testid=live-item][data-kind=choice]");
  await item.waitFor({ timeout: 40_000 });
  await item.getByTestId("live-option").filter({ hasText: option }).click();
  await student.getByTestId("live-my-result").filter({ hasText: result }).waitFor({ timeout: 40_000 });
}

/** Types a short answer, sends it with the keyboard and waits for the server's result. */
async function write(student: Page, text: string, result: string): Promise<void> {
  const field = student.locator("[data-testid=live-item][data-kind=short_answer] [data-testid=live-text]");
  await field.waitFor({ timeout: 40_000 });
  await field.fill(text);
  await field.press("Enter");
  await student.getByTestId("live-my-result").filter({ hasText: result }).waitFor({ timeout: 40_000 });
}

/**
 * Issue 25 parts 5 and 6: a live class of teacher1's 1年A組 with two of its students. The teacher creates a
 * session (a choice and a short answer) from the console menu; student8 finds it on home (the points chip
 * shows there too) and student9 opens /live; the teacher sees both online, pushes item 1, one answers
 * right and one wrong, the answers and the chart arrive, the reveal reaches the students; item 2 the same;
 * the teacher ends it, the students see their scores and the console shows the saved results.
 */
export const journeys: Journey[] = [
  {
    name: "live class: teacher1 runs a two-question session for student8 and student9 of 1年A組, answers and the chart arrive live, the results are saved",
    seconds: 60,
    async run({ baseUrl, newPage }) {
      // 1. the teacher creates the session from the console's menu
      const teacher = await newPage({ width: 1280, height: 900 });
      await teacherLogin(teacher, baseUrl, "teacher1");
      await teacher.getByTestId("tc-nav-live").click();
      await teacher.waitForURL(/\/teacher\/live$/);
      await teacher.getByTestId("tl-new").click();
      const form = teacher.getByTestId("tl-form");
      await form.waitFor();
      await teacher.getByTestId("tl-class").selectOption({ label: "1年A組" });
      await teacher.getByTestId("tl-title").fill("E2E live: be verbs");
      const first = teacher.getByTestId("tl-row").nth(0);
      await first.getByTestId("tl-prompt").fill("I ___ a student.");
      await first.getByTestId("tl-option").nth(0).fill("am");
      await first.getByTestId("tl-option").nth(1).fill("is");
      await first.getByTestId("tl-answer").nth(0).check();
      await teacher.getByTestId("tl-add-short_answer").click();
      const second = teacher.getByTestId("tl-row").nth(1);
      await second.getByTestId("tl-prompt").fill("「犬」を英語で書きましょう。");
      await second.getByTestId("tl-accepted").fill("dog\na dog");
      check((await teacher.getByTestId("tl-row-error").count()) === 0, "the filled form has no problems");
      await teacher.getByTestId("tl-start").click();
      await teacher.waitForURL(/\/teacher\/live\/\d+$/, { timeout: 40_000 });
      await teacher.locator("[data-testid=tl-conn][data-state=open]").waitFor({ timeout: 40_000 });
      await teacher.getByTestId("tl-item").nth(1).waitFor({ timeout: 40_000 });

      // 2. student8 at phone width: points on home, the live entry says a class is on, and leads to /live
      const s8 = await newPage({ width: 390, height: 844 });
      await login(s8, baseUrl, "student8");
      await s8.waitForURL(/\/home$/);
      await s8.getByTestId("home-points").waitFor({ timeout: 40_000 });
      const entry = s8.locator("[data-testid=home-live][data-open='1']");
      await entry.waitFor({ timeout: 40_000 });
      check((await entry.innerText()).includes("E2E live: be verbs"), "home's live entry names the session");
      await entry.click();
      await s8.waitForURL(/\/live$/);
      await s8
        .getByTestId("live-title")
        .filter({ hasText: "E2E live: be verbs" })
        .waitFor({ timeout: 40_000 });
      await s8.getByTestId("live-wait").waitFor({ timeout: 40_000 });

      // student9 at desktop width opens /live directly
      const s9 = await newPage({ width: 1280, height: 800 });
      await login(s9, baseUrl, "student9");
      await s9.goto(`${baseUrl}/live`);
      await s9.getByTestId("live-wait").waitFor({ timeout: 40_000 });

      // 3. the teacher sees both online, then pushes item 1
      await teacher.locator("[data-testid=tl-student][data-online='1']").nth(1).waitFor({ timeout: 40_000 });
      await teacher.getByTestId("tl-push").nth(0).click();
      await pick(s8, "am", "正解");
      await pick(s9, "is", "不正解");
      await answersArrived(teacher, 2);
      await teacher
        .locator("[data-testid=tl-chart-row][data-answered='2'][data-correct='1']")
        .waitFor({ timeout: 40_000 });
      check(
        (await teacher.locator("[data-testid=tl-answer-row][data-correct='1']").count()) === 1,
        "one of the two answers is correct",
      );
      await teacher
        .getByTestId("tl-answers")
        .getByRole("cell", { name: "am", exact: true })
        .waitFor({ timeout: 40_000 });

      // the reveal reaches both students
      await teacher.getByTestId("tl-reveal").click();
      await s8.getByTestId("live-reveal").filter({ hasText: "am" }).waitFor({ timeout: 40_000 });
      await s9.getByTestId("live-reveal").filter({ hasText: "am" }).waitFor({ timeout: 40_000 });

      // 4. item 2: a short answer, one right and one wrong
      await teacher.getByTestId("tl-push").nth(1).click();
      await write(s8, "Dog", "正解");
      await write(s9, "cat", "不正解");
      await answersArrived(teacher, 2);
      await teacher.locator("[data-testid=tl-chart-row]").nth(1).waitFor({ timeout: 40_000 });

      // 5. the end, after the confirmation; the students see their scores, the console the saved results
      await teacher.getByTestId("tl-end").click();
      await teacher.getByTestId("msgbox-ok").click();
      await teacher.getByTestId("tl-ended").waitFor({ timeout: 40_000 });
      await s8.getByTestId("live-my-score").filter({ hasText: "100点" }).waitFor({ timeout: 40_000 });
      await s9.getByTestId("live-my-score").filter({ hasText: "0点" }).waitFor({ timeout: 40_000 });
      await s8
        .getByTestId("live-history-row")
        .filter({ hasText: "E2E live: be verbs" })
        .waitFor({ timeout: 40_000 });
      const rows = teacher.getByTestId("tl-result-row");
      await rows.first().waitFor({ timeout: 40_000 });
      const s8row = rows.filter({ hasText: "○" }).filter({ hasText: "dog" }).first();
      check((await s8row.getAttribute("data-score")) === "100", "student8's saved score is 100");
      const s9row = rows.filter({ hasText: "cat" }).first();
      check((await s9row.getAttribute("data-score")) === "0", "student9's saved score is 0");
      check(
        (await teacher.getByTestId("tl-totals").innerText()).includes("参加 2 /"),
        "the totals count two participants",
      );

      // opened later from the list, the detail shows the same saved results
      await teacher.goto(`${baseUrl}/teacher/live`);
      await teacher
        .getByTestId("tl-row-session")
        .filter({ hasText: "E2E live: be verbs" })
        .getByRole("link")
        .click();
      await teacher.getByTestId("tl-results").waitFor({ timeout: 40_000 });
      check(
        (await teacher.getByTestId("tl-result-row").filter({ hasText: "dog" }).count()) === 1,
        "saved after a reload",
      );
    },
  },
];
