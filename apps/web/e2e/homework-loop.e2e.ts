import { join } from "node:path";
import { check, type Journey, login } from "./helpers.ts";
import { classIdByName, completeHomeworkChoice, teacherLogin } from "./teacher-helpers.ts";
import { resourcesByKind } from "./textbook-solver.ts";

const KIND = "grammar-choice";

/** The class loop of issue 7: a teacher assigns, a student completes, the teacher sees the score and comments. */
export const journeys: Journey[] = [
  {
    name: "homework loop: teacher1 assigns, student1 completes, teacher1 sees the score and comments",
    async run({ baseUrl, newPage, artifacts }) {
      const resCode = resourcesByKind().get(KIND);
      check(resCode, `the catalogue has a ${KIND} resource`);
      const title = `文法の宿題 ${Date.now()}`;
      const comment = "よくできました。三単現の s に気をつけましょう。";

      // Teacher: assign homework to 1年A組 (student1's class).
      const teacher = await newPage();
      await teacherLogin(teacher, baseUrl, "teacher1");
      const classId = await classIdByName(teacher, "1年A組");
      await teacher.goto(`${baseUrl}/teacher/homework/new?class_id=${classId}`);
      await teacher.getByTestId("hw-title").fill(title);
      await teacher.getByTestId("hw-comment").fill("授業の復習です。");
      await teacher.getByTestId("resource-search").fill(resCode);
      await teacher
        .locator(`[data-testid=resource-option][data-res-code="${resCode}"] input`)
        .first()
        .check();
      check(await teacher.getByTestId("hw-switch-sample_answer").isChecked(), "switches are on by default");
      await teacher.screenshot({ path: join(artifacts, "review-1280-teacher-assign.png"), fullPage: true });
      // A deadline in the past is refused before anything is sent.
      const deadline = await teacher.getByTestId("hw-deadline").inputValue();
      await teacher.getByTestId("hw-deadline").fill("2020-04-01T09:00");
      await teacher.getByTestId("hw-submit").click();
      check(
        (await teacher.getByTestId("hw-error").innerText()).includes("締め切り"),
        "a past deadline is refused",
      );
      await teacher.getByTestId("hw-deadline").fill(deadline);
      await teacher.getByTestId("hw-submit").click();
      await teacher.waitForURL(/\/teacher\/homework\/\d+$/, { timeout: 15_000 });
      const homeworkId = Number(/\/teacher\/homework\/(\d+)$/.exec(teacher.url())?.[1]);
      check(homeworkId > 0, "the new homework opens");
      const row = teacher.locator("[data-testid=hw-student-row][data-username=student1]");
      await row.waitFor();
      check((await row.innerText()).includes("未提出"), "student1 has not submitted yet");

      // Student: the homework is in the list; complete it.
      const student = await newPage({ width: 390, height: 844 });
      await login(student, baseUrl, "student1");
      await student.goto(`${baseUrl}/homeworkList`);
      const hwRow = student.getByTestId("homework-row").filter({ hasText: title });
      await hwRow.waitFor({ timeout: 15_000 });
      await hwRow.click();
      await student.getByTestId("homework-detail-page").waitFor();
      await student.getByTestId("topic-start").first().click();
      await completeHomeworkChoice(student, KIND);
      await student.getByTestId("homework-result-page").waitFor();

      // Teacher: the score shows; review the submission and comment on it.
      await teacher.reload();
      await row.waitFor();
      await teacher.waitForFunction(
        () =>
          document
            .querySelector("[data-testid=hw-student-row][data-username=student1]")
            ?.textContent?.includes("提出済み"),
        undefined,
        { timeout: 10_000 },
      );
      const score = (await row.getByTestId("hw-student-score").first().innerText()).trim();
      check(/^\d+%$/.test(score), `teacher sees student1's score, got "${score}"`);
      await row.getByTestId("hw-review").first().click();
      await teacher.getByTestId("submission-attempt").first().waitFor();
      const shown = (await teacher.getByTestId("submission-score").first().innerText()).trim();
      check(shown === score, `submission shows the same score (${shown} vs ${score})`);
      await teacher.getByTestId("note-open").first().click();
      await teacher.getByTestId("note-comments").first().fill(comment);
      await teacher.getByTestId("note-submit").first().click();
      await teacher.getByTestId("correct-note").filter({ hasText: comment }).waitFor();
      check(
        (await teacher.getByTestId("correct-note").first().innerText()).includes("山田"),
        "note names the teacher",
      );
      await teacher.screenshot({
        path: join(artifacts, "review-1280-teacher-submission.png"),
        fullPage: true,
      });

      // Student: the teacher's comment appears on the result.
      await student.reload();
      await student.getByTestId("teacher-note").filter({ hasText: comment }).waitFor({ timeout: 15_000 });
      await student.screenshot({
        path: join(artifacts, "review-390-student-teacher-note.png"),
        fullPage: true,
      });

      // Teacher: return the work for another attempt; the attempt is marked returned.
      await teacher.getByTestId("submission-return").click();
      await teacher.getByTestId("msgbox-ok").click();
      await teacher.getByTestId("toast").filter({ hasText: "やり直しを許可しました" }).first().waitFor();
      await teacher.getByTestId("submission-attempt").filter({ hasText: "やり直し済み" }).first().waitFor();
    },
  },
];
