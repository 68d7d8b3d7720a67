import { join } from "node:path";
import type { Page } from "playwright-core";
import { axeSerious, keyboardProblems } from "./a11y-check.ts";
import { check, horizontalOverflow, type Journey } from "./helpers.ts";
import { classIdByName, teacherLogin } from "./teacher-helpers.ts";

async function axeClean(page: Page, screen: string): Promise<void> {
  const found = await axeSerious(page);
  check(
    found.length === 0,
    `axe on ${screen}: ${found.map((f) => `${f.rule} ${f.targets.join(" | ")}`).join("; ")}`,
  );
}

/** The words in the list being built, in order. */
const chosen = (page: Page) =>
  page
    .locator("[data-testid=sw-t-list-words] li")
    .evaluateAll((lis) => lis.map((li) => li.getAttribute("data-word")));

/**
 * Teacher word lists (issue 22) on the built content: teacher1 opens a class of their own with no students
 * (so no other journey's student gets a plan), builds a list by search (button and Enter) and by paste
 * (the unmatched words are listed and left in the box), assigns it, and sees it among the class's
 * assignments; at 1280 and 390 px, with axe and the keyboard checked.
 */
export const journeys: Journey[] = [
  {
    name: "teacher word lists: search, paste with unmatched words, assign to a class",
    parallel: true,
    seconds: 60,
    async run({ baseUrl, artifacts, newPage }) {
      const page = await newPage({ width: 1280, height: 900 });
      await teacherLogin(page, baseUrl, "teacher1");
      await page.getByTestId("class-create").click();
      const className = `単語リスト ${String(Date.now()).slice(-5)}`;
      await page.getByTestId("class-name").fill(className);
      await page.getByTestId("class-name-save").click();
      const classId = await classIdByName(page, className);
      await page.goto(`${baseUrl}/teacher/word-plans?class_id=${classId}`);
      await page.getByTestId("sw-t-list-form").waitFor();

      // search by prefix: word + meaning + book; add with the button, then the top match with Enter
      const search = page.getByLabel("単語を探す");
      await search.fill("appl");
      const apple = page.locator("[data-testid=sw-t-list-results] li[data-word=apple]");
      await apple.waitFor();
      check((await apple.innerText()).includes("の単語"), "a result names its book");
      await apple.getByRole("button").click();
      await search.fill("banana");
      await page.locator("[data-testid=sw-t-list-results] li[data-word=banana]").waitFor();
      await search.press("Enter");
      check(JSON.stringify(await chosen(page)) === '["apple","banana"]', "apple and banana are in the list");

      // paste: matched ones join once, unmatched ones are reported and left in the box
      await page.getByLabel("まとめて貼り付け（1 行に 1 語）").fill("1. dog\ncat\napple\nqwertyzz\n・school");
      await page.getByTestId("sw-t-list-match").click();
      const unmatched = page.getByTestId("sw-t-list-unmatched");
      await unmatched.waitFor();
      check((await unmatched.innerText()).trim() === "qwertyzz", "the unknown word is reported");
      check(
        (await page.getByLabel("まとめて貼り付け（1 行に 1 語）").inputValue()) === "qwertyzz",
        "the unknown word stays in the box",
      );
      check(
        JSON.stringify(await chosen(page)) === '["apple","banana","dog","cat","school"]',
        `pasted words join once: ${JSON.stringify(await chosen(page))}`,
      );
      await page.getByRole("button", { name: "cat をリストから外す" }).click();
      await page.getByLabel("リストの名前").fill("Unit 1 のことば");
      await axeClean(page, "the word list form (1280)");
      const keys = await keyboardProblems(page, 120);
      check(keys.length === 0, `keyboard on the word plans page: ${keys.join("; ")}`);
      await page.screenshot({ path: join(artifacts, "review-1280-teacher-word-list.png"), fullPage: true });

      // 390 px: nothing runs off the side
      await page.setViewportSize({ width: 390, height: 844 });
      check((await horizontalOverflow(page)) === 0, "the word list form fits 390 px");
      await axeClean(page, "the word list form (390)");
      await page.screenshot({ path: join(artifacts, "review-390-teacher-word-list.png"), fullPage: true });

      // assign: the list shows among the class's assignments with its word count
      await page.getByTestId("sw-t-list-assign").click();
      const row = page.locator("[data-testid=sw-t-assignment]").filter({ hasText: "Unit 1 のことば" });
      await row.waitFor();
      check((await row.innerText()).includes("（単語リスト・4 語）"), "the assignment is a 4-word list");
      await row.getByTestId("sw-t-show").click();
      await page.getByTestId("sw-t-mastery").waitFor();
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 8)
          .map((e) => `${e.tagName}.${e.className}#${e.id} ${Math.round(e.getBoundingClientRect().right)}`),
      );
      await page.screenshot({
        path: join(artifacts, "review-390-teacher-word-list-assigned.png"),
        fullPage: true,
      });
      check((await horizontalOverflow(page)) === 0, `the assignments fit 390 px: ${wide.join(", ")}`);
    },
  },
];
