import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";
import { classIdByName, teacherLogin } from "./teacher-helpers.ts";

/** Teacher console journeys (issue 7): rosters, CSV import, cards, dashboard, admin, separate sessions. */
export const journeys: Journey[] = [
  {
    name: "teacher console: teacher1 manages a roster (add, CSV with per-row errors, password, card, dashboard)",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage();
      const t0 = Date.now();
      await teacherLogin(page, baseUrl, "teacher1");
      await page.getByTestId("class-row").first().waitFor();
      const rows = await page.getByTestId("class-row").count();
      check(rows >= 3, `teacher1 sees the school's 3 demo classes, got ${rows}`);
      console.log(`    teacher login → class list: ${Date.now() - t0} ms`);
      await page.screenshot({ path: join(artifacts, "review-1280-teacher-classes.png"), fullPage: true });
      const classId = await classIdByName(page, "1年B組");
      await page.goto(`${baseUrl}/teacher/classes/${classId}`);
      await page.getByTestId("roster-row").first().waitFor();

      // One student by hand.
      const stamp = String(Date.now()).slice(-6);
      const user = `e2e${stamp}`;
      await page.getByTestId("student-username").fill(user);
      await page.getByTestId("student-password").fill("abc");
      await page.getByTestId("student-create").click();
      check(
        (await page.getByRole("alert").allInnerTexts()).some((x) => x.includes("6〜10")),
        "short password refused",
      );
      await page.getByTestId("student-password").fill("pass1234");
      await page.getByTestId("student-create").click();
      const mine = page.locator(`[data-testid=roster-row][data-username="${user}"]`);
      await mine.waitFor();

      // CSV: a bad row blocks the import and names the line; fixed, it goes in.
      const csvBad = `username,password,nickname\ncsv${stamp}a,pass1234,一郎\ncsv${stamp}b,x,二郎\n`;
      await page
        .getByTestId("csv-file")
        .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(csvBad) });
      await page.getByTestId("csv-preview").waitFor();
      const errRows = page.locator("[data-testid=csv-row].tc-row-error");
      check((await errRows.count()) === 1, "exactly the bad row is marked");
      check((await errRows.first().innerText()).includes("3"), "the bad row shows its line number");
      check(await page.getByTestId("csv-commit").isDisabled(), "import is blocked while a row has errors");
      // Fixed and saved from Japanese Excel: Shift_JIS (made by iconv), Japanese headers, 出席番号.
      const csvGood = `出席番号,アカウント,パスワード,名前\r\n42,csv${stamp}a,pass1234,一郎\r\n41,csv${stamp}b,pass5678,髙橋 二郎\r\n`;
      const sjis = execFileSync("iconv", ["-f", "UTF-8", "-t", "CP932"], { input: csvGood });
      await page
        .getByTestId("csv-file")
        .setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: sjis });
      await page.waitForFunction(
        () =>
          document.querySelectorAll("[data-testid=csv-row]").length === 2 &&
          document.querySelectorAll("[data-testid=csv-row].tc-row-error").length === 0,
      );
      check(
        (await page.getByTestId("csv-encoding").innerText()).includes("Shift_JIS"),
        "the file is read as Shift_JIS",
      );
      check(
        (await page.getByTestId("csv-preview").innerText()).includes("髙橋 二郎"),
        "the Japanese names read right (no mojibake)",
      );
      await page.getByTestId("csv-commit").click();
      const second = page.locator(`[data-testid=roster-row][data-username="csv${stamp}b"]`);
      await second.waitFor();
      check((await second.getByTestId("roster-number").innerText()) === "41", "the 出席番号 is stored");
      const order = await page
        .getByTestId("roster-row")
        .evaluateAll((rs) => rs.map((r) => r.getAttribute("data-username")));
      const [b, a] = [order.indexOf(`csv${stamp}b`), order.indexOf(`csv${stamp}a`)];
      check(
        b >= 0 && a === b + 1,
        `the roster lists the class by 出席番号 (41 before 42), got ${order.join(", ")}`,
      );
      // The number is edited later (full-width ４３ is read as 43): the roster shows it.
      await second.getByTestId("student-edit").click();
      await page.getByTestId("student-edit-number").fill("４３");
      await page.getByTestId("student-edit-save").click();
      await page.waitForFunction(
        (u) =>
          document.querySelector(`[data-testid=roster-row][data-username="${u}"] [data-testid=roster-number]`)
            ?.textContent === "43",
        `csv${stamp}b`,
      );

      // Reset the new student's password (checked in the prompt), then issue a card.
      await mine.getByRole("button", { name: "パスワード再設定" }).click();
      await page.getByTestId("msgbox").locator("input").fill("newpass1");
      await page.getByTestId("msgbox-ok").click();
      await page.getByTestId("toast").filter({ hasText: "保存しました" }).first().waitFor();
      await mine.getByTestId("card-issue").click();
      await page.waitForFunction(
        (u) =>
          !document
            .querySelector(`[data-testid=roster-row][data-username="${u}"] [data-testid=roster-card]`)
            ?.textContent?.includes("なし"),
        user,
      );
      // A second card for a student whose card still works is asked about first; cancelled, nothing changes.
      const cardBefore = await mine.getByTestId("roster-card").innerText();
      check(
        (await mine.getByTestId("roster-card").getAttribute("data-status")) === "unused",
        `a new card shows as unused, got ${cardBefore}`,
      );
      await mine.getByTestId("card-issue").click();
      check(
        (await page.getByTestId("msgbox-text").innerText()).includes("未使用の学習カード"),
        "issuing again asks first, naming the card's state",
      );
      await page.getByTestId("msgbox-cancel").click();
      await page.getByTestId("msgbox-text").waitFor({ state: "detached" });
      check((await mine.getByTestId("roster-card").innerText()) === cardBefore, "the card stays as it was");

      // The new student can sign in with the new password.
      const student = await newPage({ width: 390, height: 844 });
      await login(student, baseUrl, user, "newpass1");

      // Dashboard with charts and CSV export.
      await page.goto(`${baseUrl}/teacher/classes/${classId}/dashboard`);
      await page.getByTestId("dash-chart-students").waitFor();
      const download = page.waitForEvent("download");
      await page.getByTestId("dash-export").click();
      const file = await (await download).path();
      const csv = readFileSync(file, "utf8");
      check(csv.includes(user), "the CSV lists the class's students");
      await page.screenshot({ path: join(artifacts, "review-1280-teacher-dashboard.png"), fullPage: true });
    },
  },
  {
    name: "teacher console: admin1 manages teachers at 390 px; a student's session survives a teacher sign-in",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student1");
      await teacherLogin(page, baseUrl, "admin1");
      check((await horizontalOverflow(page)) === 0, "class list fits 390 px");
      await page.getByTestId("tc-nav-teachers").click();
      await page.getByTestId("teacher-row").first().waitFor();
      const names = await page.getByTestId("teacher-row").allInnerTexts();
      check(
        names.some((n) => n.includes("teacher1")),
        "admin sees teacher1",
      );
      check(!names.some((n) => n.includes("sakura_teacher1")), "no teacher of another school");
      check((await horizontalOverflow(page)) === 0, "teachers page fits 390 px");
      await page.screenshot({ path: join(artifacts, "review-390-teacher-admin.png"), fullPage: true });
      // The admin opens a class for teacher1.
      await page.getByTestId("tc-nav-classes").click();
      await page.getByTestId("class-create").click();
      const className = `3年C組 ${String(Date.now()).slice(-4)}`;
      await page.getByTestId("class-name").fill(className);
      await page.getByTestId("class-owner").selectOption({ label: "山田 美咲" });
      await page.getByTestId("class-name-save").click();
      const created = page.getByTestId("class-row").filter({ hasText: className });
      await created.waitFor();
      check((await created.innerText()).includes("山田 美咲"), "the new class belongs to teacher1");
      // The student is still signed in on the same browser.
      await page.goto(`${baseUrl}/home`);
      await page.getByTestId("home-page").waitFor();
      // And the console's logout leaves the student alone.
      await page.goto(`${baseUrl}/teacher/classes`);
      await page.getByTestId("teacher-logout").click();
      await page.waitForURL(/\/teacher\/login/);
      await page.goto(`${baseUrl}/home`);
      await page.getByTestId("home-page").waitFor();
    },
  },
  {
    name: "teacher console: keyboard-only sign-in, then a word test and a message",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/teacher/classes`);
      await page.waitForURL(/\/teacher\/login\?redirect=/);
      await page.getByTestId("teacher-login-account").focus();
      await page.keyboard.type("teacher1");
      await page.keyboard.press("Tab");
      await page.keyboard.type("pass1234");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/teacher\/classes/);
      await page.getByTestId("class-row").first().waitFor();

      await page.getByTestId("tc-nav-word-tests").click();
      await page.getByTestId("wt-submit").waitFor();
      const classValue = await page.getByTestId("wt-class").locator("option").nth(1).getAttribute("value");
      await page.getByTestId("wt-class").selectOption(classValue ?? "");
      const title = `単語テスト ${Date.now()}`;
      await page.getByTestId("wt-title").fill(title);
      await page.getByTestId("resource-option").first().locator("input").check();
      await page.getByTestId("wt-submit").click();
      await page.getByTestId("wt-row").filter({ hasText: title }).waitFor();

      await page.getByTestId("tc-nav-messages").click();
      await page.getByTestId("msg-class").selectOption(classValue ?? "");
      const subject = `連絡 ${Date.now()}`;
      await page.getByTestId("msg-title").fill(subject);
      await page.getByTestId("msg-body").fill("明日は単語テストがあります。");
      await page.getByTestId("msg-send").click();
      await page.getByTestId("msg-row").filter({ hasText: subject }).waitFor();
      // A notice to one student goes to exactly one recipient.
      await page.getByTestId("msg-to-student").check();
      await page.getByTestId("msg-student").locator("option").nth(1).waitFor({ state: "attached" });
      const one = await page.getByTestId("msg-student").locator("option").nth(1).getAttribute("value");
      await page.getByTestId("msg-student").selectOption(one ?? "");
      const personal = `個別連絡 ${Date.now()}`;
      await page.getByTestId("msg-title").fill(personal);
      await page.getByTestId("msg-body").fill("提出物を確認してください。");
      await page.getByTestId("msg-send").click();
      const sent = page.getByTestId("msg-row").filter({ hasText: personal });
      await sent.waitFor();
      check((await sent.innerText()).includes("0 / 1"), `one recipient, unread: ${await sent.innerText()}`);
      // The class message is edited in place (marked edited), then the personal one is withdrawn.
      const classRow = page.getByTestId("msg-row").filter({ hasText: subject });
      await classRow.getByTestId("msg-edit").click();
      const fixed = `${subject}（訂正）`;
      await page.getByTestId("msg-edit-title").fill(fixed);
      await page.getByTestId("msg-edit-save").click();
      const edited = page.getByTestId("msg-row").filter({ hasText: fixed });
      await edited.waitFor();
      check((await edited.innerText()).includes("編集済み"), "the edited message says so");
      await sent.getByTestId("msg-withdraw").click();
      await page.getByTestId("msgbox-ok").click();
      await sent.waitFor({ state: "detached" });

      // The word test's result page lists the class's students, none of whom has taken it yet.
      await page.getByTestId("tc-nav-word-tests").click();
      await page.getByTestId("wt-row").filter({ hasText: title }).getByRole("link").click();
      await page.getByTestId("wtr-student-row").first().waitFor();
      const states = await page.getByTestId("wtr-student-row").allInnerTexts();
      check(
        states.every((r) => r.includes("未受験")),
        "nobody has taken the new word test",
      );
    },
  },
  {
    name: "teacher console: a teacher of another school sees none of the demo school's classes",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await teacherLogin(page, baseUrl, "sakura_teacher1");
      await page.getByTestId("class-row").first().waitFor();
      const names = await page.getByTestId("class-row").allInnerTexts();
      check(
        !names.some((n) => n.includes("1年A組")),
        `no demo-school class listed, got ${names.join(" | ")}`,
      );
      // A demo-school class id typed into the address bar shows "not found", not the roster.
      await page.goto(`${baseUrl}/teacher/classes/1`);
      await page.getByTestId("tc-not-found").waitFor();
      check((await page.getByTestId("roster-row").count()) === 0, "no roster of another school");
      await page.goto(`${baseUrl}/teacher/classes/1/dashboard`);
      await page.getByTestId("tc-not-found").waitFor();
    },
  },
  {
    name: "teacher console: the resource feedback list opens",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await teacherLogin(page, baseUrl, "teacher1");
      await page.getByTestId("tc-nav-feedback").click();
      await page.locator("[data-testid=fb-row], [data-testid=fb-empty]").first().waitFor({ timeout: 10_000 });
    },
  },
];
