import { readFileSync } from "node:fs";
import { join } from "node:path";
import { check, type Journey, login } from "./helpers.ts";
import { classIdByName, completeHomeworkChoice, teacherLogin } from "./teacher-helpers.ts";
import { resourcesByKind } from "./textbook-solver.ts";

const KIND = "grammar-choice";

/**
 * The class loop: a teacher assigns, a student completes, the teacher sees the score, comments and returns
 * the work with a reason; the student sees it in /news and on the homework, answers again beside the notes,
 * and both see both attempts.
 */
export const journeys: Journey[] = [
  {
    name: "homework loop: assign, complete, comment, return with a reason, rewrite beside the notes, both attempts kept",
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
      // Each objective answer shows its question, the student's choice and the right answer.
      await teacher.getByTestId("review-correct").first().waitFor({ timeout: 15_000 });
      check(
        (await teacher.getByTestId("review-chosen").count()) ===
          (await teacher.getByTestId("review-correct").count()),
        "every reviewed item shows the choice beside the right answer",
      );
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

      // Teacher: return the work with a reason; the attempt is marked returned, with the reason.
      const reason = "三単現の s を見直して、もう一度提出してください。";
      await teacher.getByTestId("submission-return").click();
      await teacher.getByTestId("return-reason").fill(reason);
      await teacher.getByTestId("return-send").click();
      await teacher.getByTestId("toast").filter({ hasText: "返却しました" }).first().waitFor();
      await teacher.getByTestId("attempt-returned").filter({ hasText: reason }).waitFor();

      // Student: /news says it came back and why, and leads to the homework.
      await student.goto(`${baseUrl}/news?tab=teacher`);
      const news = student
        .getByTestId("news-row")
        .filter({ hasText: `宿題が返却されました: ${title}` })
        .first();
      await news.waitFor({ timeout: 15_000 });
      await news.click();
      await student.getByTestId("news-body").filter({ hasText: reason }).waitFor();
      await student.getByRole("link", { name: "宿題を開く" }).click();
      // The homework shows the returned topic with the reason, the teacher's name and the note.
      const card = student.locator("[data-testid=homework-topic][data-returned='1']");
      await card.waitFor({ timeout: 15_000 });
      const cardText = await card.innerText();
      check(cardText.includes(reason), "the returned topic shows the reason");
      check(cardText.includes(comment), "the returned topic shows the teacher's note");
      check(cardText.includes("山田"), "the returned topic names the teacher");
      check(
        (await card.getByTestId("topic-start").innerText()).includes("やり直す"),
        "the topic offers the rewrite",
      );
      await student.screenshot({ path: join(artifacts, "review-390-student-returned.png"), fullPage: true });
      // The rewrite screen keeps the notes beside the player; answer again.
      await card.getByTestId("topic-start").click();
      await student.getByTestId("returned-work").filter({ hasText: comment }).waitFor({ timeout: 15_000 });
      await completeHomeworkChoice(student, KIND);
      await student.getByTestId("homework-result-page").waitFor();
      // The new result keeps the history: two attempts, the first returned.
      const history = student.getByTestId("history-attempt");
      await history.nth(1).waitFor({ timeout: 15_000 });
      check((await history.count()) === 2, `two attempts in the history, got ${await history.count()}`);
      check(
        (await history.first().getByTestId("history-returned").count()) === 1,
        "the first one is returned",
      );

      // Teacher: both attempts, the returned one with its reason, the new one counting.
      await teacher.reload();
      await teacher.getByTestId("submission-attempt").nth(1).waitFor({ timeout: 15_000 });
      check(
        (await teacher.getByTestId("submission-attempt").count()) === 2,
        "the teacher sees both attempts",
      );
      check(
        (await teacher.getByTestId("attempt-returned").count()) === 1,
        "only the first attempt is marked returned",
      );

      // Teacher: the grade book shows the homework handed in; a mark with a reason counts instead of the
      // score, and the CSV export carries it.
      await teacher.goto(`${baseUrl}/teacher/classes/${classId}/gradebook`);
      await teacher.locator("[data-testid=gb-row][data-username=student1]").waitFor({ timeout: 15_000 });
      const column = await teacher
        .locator("[data-testid=gb-table] thead th")
        .evaluateAll((ths, t) => ths.findIndex((th) => th.textContent?.includes(t as string)), title);
      check(column > 0, "the grade book has the homework's column");
      const gbRow = teacher.locator("[data-testid=gb-row][data-username=student1]");
      const gbCell = gbRow.locator("td").nth(column - 1);
      check((await gbCell.innerText()).includes("提出済み"), "the homework shows as handed in");
      await gbCell.getByTestId("gb-cell").click();
      await teacher.getByTestId("gb-mark-value").fill("75");
      await teacher.getByTestId("gb-mark-reason").fill("口頭で確認");
      await teacher.getByTestId("gb-mark-save").click();
      await teacher.waitForFunction(
        ({ col }) =>
          document
            .querySelectorAll("[data-testid=gb-row][data-username=student1] td")
            [col]?.textContent?.includes("評価あり"),
        { col: column - 1 },
        { timeout: 10_000 },
      );
      check((await gbCell.innerText()).includes("75"), "the mark replaces the score");
      await teacher.screenshot({
        path: join(artifacts, "review-1280-teacher-gradebook.png"),
        fullPage: true,
      });
      const download = teacher.waitForEvent("download");
      await teacher.getByTestId("gb-export").click();
      const csv = readFileSync(await (await download).path(), "utf8");
      check(csv.startsWith("\uFEFF"), "the CSV starts with a BOM for Excel");
      const csvRow = csv.split("\r\n").find((l) => l.includes("student1")) ?? "";
      check(
        csvRow.includes("75") && csvRow.includes("口頭で確認"),
        `the CSV carries the mark, got ${csvRow}`,
      );
    },
  },
];
