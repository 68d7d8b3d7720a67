import { join } from "node:path";
import { check, DEMO_PASSWORD, type Journey, login } from "./helpers.ts";

/** The catalogue's word list the teacher builds the test from (a word-choice resource). */
const WORD_LIST = "jh1-u1-word-choice";
/** How long the test stays open: long enough to sign in and answer one word, short enough to wait out. */
const OPEN_MS = 40_000;

type Envelope<T> = { code: number; message: string; data: T };

/**
 * Calls the API as the teacher (JSON body), failing with the server's message.
 * @param baseUrl - server URL
 * @param path - /v3/... path with query
 * @param token - teacher token, or "" for the login call
 * @param body - JSON body for a POST
 * @returns the envelope's data
 */
async function api<T>(baseUrl: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  check(res.ok && json.code === 0, `${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

/**
 * teacher1 creates a word test for student1's class, open from a minute ago until OPEN_MS from now.
 * @param baseUrl - server URL
 * @param title - a unique title
 * @returns the task id and when the period ends (ms)
 */
async function createShortWordTest(
  baseUrl: string,
  title: string,
  openMs = OPEN_MS,
): Promise<{ taskId: number; endsAt: number }> {
  const { token } = await api<{ token: string }>(baseUrl, "/v3/teacher/login", "", {
    account: "teacher1",
    password: DEMO_PASSWORD,
  });
  const { items: classes } = await api<{ items: { class_id: number }[] }>(
    baseUrl,
    "/v3/teacher/classes",
    token,
  );
  let classId = 0;
  for (const c of classes) {
    const roster = await api<{ items: { username: string }[] }>(
      baseUrl,
      `/v3/teacher/class-students?class_id=${c.class_id}`,
      token,
    );
    if (roster.items.some((s) => s.username === "student1")) classId = c.class_id;
  }
  check(classId > 0, "teacher1 teaches student1's class");
  const endsAt = Date.now() + openMs;
  const { task_id } = await api<{ task_id: number }>(baseUrl, "/v3/teacher/word-test-create", token, {
    class_id: classId,
    title,
    test_type: 2,
    res_code: WORD_LIST,
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(endsAt).toISOString(),
  });
  return { taskId: task_id, endsAt };
}

/** A week and a bit: the timer must read in days and hours, not 「167:09:07」. */
const WEEK_MS = 7 * 86_400_000 - 60_000;

/**
 * Word test (issue 7): one attempt; an answer after the period ends is HTTP 423, shown as an alert, then
 * back. Issue 16: the start is confirmed, long periods read in days, and an abandoned test's unanswered
 * words are practised from its result, inside the app shell.
 */
export const journeys: Journey[] = [
  {
    name: "word test: confirm first, days left, leave midway, then practise the unanswered words with the header",
    async run({ baseUrl, newPage, artifacts }) {
      const title = `長い単語テスト ${Date.now()}`;
      const { taskId } = await createShortWordTest(baseUrl, title, WEEK_MS);
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student1");
      await page.goto(`${baseUrl}/study_word/test`);
      const row = page.locator(`[data-testid=word-task][data-task-id="${taskId}"]`);
      await row.waitFor({ timeout: 15_000 });
      await row.getByTestId("word-start").click();

      // The confirmation states the rule; the test has not started behind it.
      const question = page.getByTestId("msgbox-text");
      await question.waitFor({ timeout: 15_000 });
      const said = await question.innerText();
      check(
        said.includes("1回だけ") && said.includes("0点"),
        `the start is confirmed with the rule, got "${said}"`,
      );
      check(said.includes("6日 23時間"), `the confirmation gives the time left in days, got "${said}"`);
      await page.screenshot({ path: join(artifacts, "review-390-word-test-confirm.png"), fullPage: true });
      await page.getByTestId("msgbox-ok").click();
      const timer = page.getByTestId("word-time-left");
      await timer.waitFor({ timeout: 15_000 });
      const left = await timer.innerText();
      check(/^残り 6日 23時間$/.test(left), `the timer reads days and hours, got "${left}"`);

      // One word answered, then leave midway (0 points).
      await page.getByTestId("word-option").first().click();
      await page.getByTestId("word-next").click();
      await page.getByTestId("word-quit").click();
      await page.getByTestId("msgbox-ok").click();
      await page.waitForURL(/\/study_word\/test$/, { timeout: 10_000 });

      // The result links to practising every word not answered right: the seven unanswered ones at least.
      const aborted = page.locator(`[data-testid=word-task][data-task-id="${taskId}"]`);
      await aborted.getByTestId("word-result").click();
      const practise = page.getByTestId("word-wrong-start");
      await practise.waitFor({ timeout: 15_000 });
      await practise.click();
      await page.getByTestId("word-wrong").waitFor({ timeout: 15_000 });
      const progress = await page.getByTestId("word-progress").innerText();
      check(/^1 \/ [78]$/.test(progress), `practice covers the unanswered words, got "${progress}"`);
      check(await page.getByTestId("logo").isVisible(), "practice keeps the app header");
      await page.screenshot({ path: join(artifacts, "review-390-word-practice.png"), fullPage: true });

      // Without task_id: the list of tests to practise, with the header.
      await page.goto(`${baseUrl}/study_word/wrong_topic`);
      const listed = page.locator(`[data-testid=word-wrong-task][data-task-id="${taskId}"]`);
      await listed.waitFor({ timeout: 15_000 });
      check(await page.getByTestId("logo").isVisible(), "the practice list has the app header");
    },
  },
  {
    name: "word test: student1 answers, the period ends, the next answer gets 423 and the alert, then back",
    async run({ baseUrl, newPage, artifacts }) {
      const title = `単語テスト ${Date.now()}`;
      const { taskId, endsAt } = await createShortWordTest(baseUrl, title);

      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student1");
      await page.goto(`${baseUrl}/study_word/test`);
      const row = page.locator(`[data-testid=word-task][data-task-id="${taskId}"]`);
      await row.waitFor({ timeout: 15_000 });
      check((await row.innerText()).includes(title), "the new word test is listed");
      await row.getByTestId("word-start").click();
      // One attempt only: the test starts after the student confirms (issue 16).
      await page.getByTestId("msgbox-text").waitFor({ timeout: 15_000 });
      await page.getByTestId("msgbox-ok").click();
      await page.getByTestId("word-exam").waitFor({ timeout: 15_000 });

      // First word, inside the period: the server scores it.
      await page.getByTestId("word-option").first().click();
      await page.getByTestId("word-verdict").waitFor();
      await page.getByTestId("word-next").click();
      await page.getByTestId("word-option").first().waitFor();
      await page.screenshot({ path: join(artifacts, "review-390-word-test.png"), fullPage: true });

      // Wait the period out, then answer: the server refuses with 423.
      const wait = endsAt - Date.now() + 1500;
      if (wait > 0) await page.waitForTimeout(wait);
      const answered = page.waitForResponse((r) => r.url().includes("/v3/word-quiz/word-quiz-answer"));
      await page.getByTestId("word-option").first().click();
      const res = await answered;
      check(res.status() === 423, `an answer after the period is HTTP 423, got ${res.status()}`);
      const text = page.getByTestId("msgbox-text");
      await text.waitFor();
      check(
        (await text.innerText()).includes("テストの実施期間が終了しました"),
        `the word_exam_time_end_tips alert shows, got "${await text.innerText()}"`,
      );
      await page.screenshot({ path: join(artifacts, "review-390-word-test-ended.png"), fullPage: true });
      const close = page.getByTestId("msgbox-ok");
      check((await close.innerText()).includes("閉じる"), "the alert has a close button");
      await close.click();
      await page.waitForURL(/\/study_word\/test$/, { timeout: 10_000 });
      const state = page.locator(`[data-testid=word-task][data-task-id="${taskId}"]`);
      await state.waitFor();
      // The server closes the attempt when the period ends (scored on what was answered): no way to start again.
      const shown = await state.getAttribute("data-state");
      check(shown === "ended" || shown === "finished", `the list shows the test closed, got ${shown}`);
      check((await state.getByTestId("word-start").count()) === 0, "the closed test cannot be started again");
    },
  },
];
