import { A11yLedger, settle } from "./a11y-check.ts";
import { check, type Journey, login } from "./helpers.ts";
import { teacherLogin } from "./teacher-helpers.ts";

/**
 * AI homework (issue 24 part 3): teacher1 assigns the first lesson of the AI study course 中学1年 to 2年A組,
 * sees each student's progress and the class's mastery heatmap (which scrolls sideways inside its own
 * region at 390 px); student21 of that class finds it on the AI study home and follows its link; the
 * teacher deletes it. Sequential and short.
 */
export const journeys: Journey[] = [
  {
    name: "AI homework: teacher1 assigns an AI study lesson to 2年A組, sees progress and the heatmap; student21 opens it",
    seconds: 25,
    async run({ baseUrl, newPage }) {
      const ledger = new A11yLedger();
      const teacher = await newPage({ width: 1280, height: 900 });
      await teacherLogin(teacher, baseUrl, "teacher1");
      await teacher.getByTestId("tc-nav-ai-study").click();
      await teacher.getByTestId("ai-page").waitFor({ timeout: 20_000 });
      const classValue = await teacher
        .getByTestId("ai-class")
        .locator("option", { hasText: "2年A組" })
        .getAttribute("value");
      await teacher.getByTestId("ai-class").selectOption(classValue ?? "");
      const form = teacher.getByTestId("ai-assign-form");
      await form.waitFor({ timeout: 20_000 });
      await teacher.getByTestId("ai-course").selectOption("jh1");
      await teacher.getByTestId("ai-lesson").first().check();
      const note = `be動詞の復習 ${Date.now() % 100_000}`;
      await teacher.getByTestId("ai-note").fill(note);
      await teacher.getByTestId("ai-assign").click();
      const row = teacher.getByTestId("ai-assignment").filter({ hasText: note });
      await row.waitFor({ timeout: 20_000 });
      await row.getByTestId("ai-show").click();
      const students = teacher.getByTestId("ai-student");
      await students.first().waitFor({ timeout: 20_000 });
      check((await students.count()) >= 10, "every student of 2年A組 has a progress row");
      const heat = teacher.getByTestId("ai-heatmap");
      await heat.waitFor({ timeout: 20_000 });
      check(
        (await heat.getByTestId("ai-heat-point").count()) >= 8,
        "the heatmap has a column per point of 中学1年",
      );
      const toast = teacher.getByTestId("toast");
      if (await toast.count()) await toast.first().getByRole("button").click();
      await settle(teacher, "[data-testid=ai-heatmap]");
      await ledger.scan(teacher, "/teacher/ai-study");

      // at 390 px the heatmap scrolls inside its region, not the page
      await teacher.setViewportSize({ width: 390, height: 844 });
      const widths = await teacher.evaluate(() => {
        const region = document.querySelector(".ai-heat-scroll") as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          region: region.scrollWidth,
          shown: region.clientWidth,
        };
      });
      check(widths.page <= 390, `the page does not scroll sideways at 390 px (${widths.page})`);
      check(widths.region > widths.shown, "the heatmap scrolls inside its region");

      // the student of that class sees it on the AI study home and follows its link
      const student = await newPage({ width: 390, height: 844 });
      await login(student, baseUrl, "student21");
      await student.goto(`${baseUrl}/aistudy`);
      const item = student.getByTestId("ai-homework-item").filter({ hasText: note });
      await item.waitFor({ timeout: 20_000 });
      check(
        (await item.getByRole("progressbar").getAttribute("aria-valuenow")) === "0",
        "nothing of the lesson is done yet",
      );
      await settle(student, "[data-testid=ai-homework-card]");
      await ledger.scan(student, "/aistudy (AI homework card)");
      await item.getByTestId("ai-homework-open").click();
      await student.waitForURL(/\/aistudy\/list\?course_id=jh1/);

      // the teacher deletes it after a confirmation
      await teacher.setViewportSize({ width: 1280, height: 900 });
      await row.getByTestId("ai-delete").click();
      await teacher.getByTestId("msgbox-ok").click();
      await row.waitFor({ state: "detached", timeout: 20_000 });
      ledger.assertClean("AI homework");
    },
  },
];
