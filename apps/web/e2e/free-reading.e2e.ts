import { A11yLedger, settle } from "./a11y-check.ts";
import { check, type Journey, login } from "./helpers.ts";
import { teacherLogin } from "./teacher-helpers.ts";

/**
 * Free-reading homework (issue 23): teacher1 assigns it to 1年B組 and sees the class's progress rows; a
 * student of that class (student20, signed in before the parallel journeys that also use it) sees it with
 * its progress bar. Sequential and short.
 */
export const journeys: Journey[] = [
  {
    name: "free reading: teacher1 assigns free reading to 1年B組, sees each student's progress; student20 sees it",
    seconds: 30,
    async run({ baseUrl, newPage }) {
      const ledger = new A11yLedger();
      const teacher = await newPage({ width: 1280, height: 900 });
      await teacherLogin(teacher, baseUrl, "teacher1");
      await teacher.getByTestId("tc-nav-free-reading").click();
      await teacher.getByTestId("fr-page").waitFor({ timeout: 20_000 });
      const classValue = await teacher
        .getByTestId("fr-class")
        .locator("option", { hasText: "1年B組" })
        .getAttribute("value");
      await teacher.getByTestId("fr-class").selectOption(classValue ?? "");
      const form = teacher.getByTestId("fr-assign-form");
      await form.waitFor({ timeout: 20_000 });

      // the form refuses an empty title before sending anything
      await teacher.getByTestId("fr-assign").click();
      check(
        (await form.getByRole("alert").first().innerText()).includes("タイトルを入力してください"),
        "a title is required",
      );
      const title = `多読テスト ${Date.now() % 100_000}`;
      await teacher.getByTestId("fr-title").fill(title);
      await teacher.getByTestId("fr-target-value").fill("3");
      await teacher.getByTestId("fr-assign").click();
      const row = teacher.getByTestId("fr-assignment").filter({ hasText: title });
      await row.waitFor({ timeout: 20_000 });
      await row.getByTestId("fr-show").click();
      const students = teacher.getByTestId("fr-student");
      await students.first().waitFor({ timeout: 20_000 });
      const count = await students.count();
      check(count >= 10, `every student of 1年B組 has a progress row (${count})`);
      check(
        (await students.first().getByRole("progressbar").getAttribute("aria-valuenow")) === "0",
        "nobody has read yet",
      );
      // the "assigned" toast closes first (the keyboard walk is about the page)
      const toast = teacher.getByTestId("toast");
      if (await toast.count()) await toast.first().getByRole("button").click();
      await settle(teacher, "[data-testid=fr-student]");
      await ledger.scan(teacher, "/teacher/free-reading");

      // the student of that class sees it in the free-reading list
      const student = await newPage({ width: 390, height: 844 });
      await login(student, baseUrl, "student20");
      await student.goto(`${baseUrl}/ebook/homework/free-reading/list`);
      const item = student.getByTestId("eb-fr-item").filter({ hasText: title });
      await item.waitFor({ timeout: 20_000 });
      check((await item.getByTestId("eb-fr-status").innerText()) === "実施中", "the homework is open");
      check(
        (await item.getByRole("progressbar").getAttribute("aria-label")) === "0 / 3 冊",
        "its progress reads 0 of 3 books",
      );
      await settle(student, "[data-testid=eb-fr-item]");
      await ledger.scan(student, "/ebook/homework/free-reading/list");

      // the teacher deletes it after a confirmation; the student no longer sees it
      await row.getByTestId("fr-delete").click();
      await teacher.getByTestId("msgbox-ok").click();
      await row.waitFor({ state: "detached", timeout: 20_000 });
      await student.reload();
      // the list has loaded (its items or the "none" line) before counting
      await student.getByTestId("eb-fr-none").or(student.getByTestId("eb-fr-item").first()).waitFor();
      check((await item.count()) === 0, "the deleted homework is gone from the student's list");
      ledger.assertClean("free reading");
    },
  },
];
