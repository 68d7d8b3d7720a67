import type { WritingKind } from "@hibiki/exercises";
import type { Page } from "playwright-core";
import { check, type Journey, login } from "./helpers.ts";

/** One writing resource of the textbooks: where it lives and what student1 writes for each item. */
type WritingCase = {
  kind: WritingKind;
  book: number;
  unit: string;
  resCode: string;
  /** One answer per item, each with exactly one misspelled word (the learner error). */
  answers: { text: string; error: string }[];
};

const CASES: WritingCase[] = [
  {
    kind: "free-writing",
    book: 0,
    unit: "Unit 3",
    resCode: "jh1-u3-free-writing",
    answers: [
      { text: "I like reading books after school. I read in the libary with my friend.", error: "libary" },
      { text: "My favorite food is sushi. I eat it with my famly on Sundays.", error: "famly" },
      { text: "I like summer. I swim in the sea with my sister and my freind.", error: "freind" },
      {
        text: "My best friend is Taro. He is very tall and he can run fast in the mornning.",
        error: "mornning",
      },
      { text: "I have a notebook and three pencils in my bag. I also have an umbrela.", error: "umbrela" },
      { text: "I want to be a teacher because I like children. I want to teach histry.", error: "histry" },
    ],
  },
  {
    kind: "listen-writing",
    book: 0,
    unit: "Unit 3",
    resCode: "jh1-u3-listen-writing",
    answers: [
      {
        text: "On Sundays I play tennis with my brother. In the evening I watch TV with my grandmoter.",
        error: "grandmoter",
      },
      { text: "My favorite place is the park. I play baseball there with my freinds.", error: "freinds" },
      { text: "I eat rice and miso soup for breakfast. I drink milk with my sistor.", error: "sistor" },
      { text: "I have a dog. His name is Pochi. He likes to run in the gardn.", error: "gardn" },
      { text: "I am in the soccer team. We practice every day after scool.", error: "scool" },
      { text: "This weekend I am going to go shoppng with my mother.", error: "shoppng" },
    ],
  },
  {
    kind: "topic-writing",
    book: 1,
    unit: "Unit 2",
    resCode: "jh2-u2-topic-writing",
    answers: [
      {
        text: "The summer festival in my town is in July. We can see fireworks and eat cotton candy there. Last year I went there with my freinds. This year I will go with my family.",
        error: "freinds",
      },
      {
        text: "This summer I am going to visit my uncle in Hokkaido. I will go there by plane with my father. I want to see many cows and eat ice cream. I think it will be very excitting.",
        error: "excitting",
      },
      {
        text: "I respect my grandfather. He is a farmer and he grows rice. He works hard every day, even in the rain. He always tells me intresting stories.",
        error: "intresting",
      },
      {
        text: "My favorite day is Saturday. I do not have school on Saturday. I sleep late and play games with my brother. In the evening we eat piza together.",
        error: "piza",
      },
      {
        text: "My school has a big library. There are many books about animals and space. I often read there after lunch. The librarian is very kind and frendly.",
        error: "frendly",
      },
      {
        text: "This year I want to try running. I want to run in a marathon next year. I will run in the park every morning before school. I hope I can finish the race without stoppng.",
        error: "stoppng",
      },
    ],
  },
];

/**
 * Checks the checked writing on screen: the misspelling highlighted, an item count and the four-score chart.
 * @param scope - the player or the result layout
 * @param error - the misspelled word that must be highlighted
 * @param where - names the screen in failure messages
 */
async function expectChecked(scope: ReturnType<Page["locator"]>, error: string, where: string) {
  await scope.getByTestId("writing-result").first().waitFor({ timeout: 30_000 });
  const hits = await scope.getByTestId("writing-hit").allInnerTexts();
  check(
    hits.some((h) => h.includes(error)),
    `${where}: "${error}" is highlighted, got ${hits.join(" | ")}`,
  );
  const comments = await scope.getByTestId("writing-comments").first().innerText();
  check(comments.includes(error), `${where}: a Japanese comment explains "${error}", got ${comments}`);
  const count = await scope.getByTestId("writing-error-count").first().innerText();
  check(Number.parseInt(count, 10) >= 1, `${where}: the error count is shown, got "${count}"`);
  check(
    (await scope.locator("[data-testid='score-chart'] svg rect.bar").count()) >= 4,
    `${where}: the four-score chart is drawn`,
  );
}

/** Writing kinds in the textbooks (issue 6): reached from /bookList, written, checked, shown on the result. */
export const journeys: Journey[] = [
  {
    name: "writing kinds: student1 writes free, listen and topic writing from the textbooks and sees them checked",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student1");
      for (const c of CASES) {
        await page.goto(`${baseUrl}/bookList`);
        await page.getByTestId("book-card").nth(c.book).click();
        await page.waitForURL(/\/unitDirectory\?book_id=/);
        await page.getByTestId("unit-card").filter({ hasText: c.unit }).first().click();
        await page.waitForURL(/\/unitList\?unit_id=/);
        await page
          .locator(`[data-testid=resource-row][data-res-code='${c.resCode}']`)
          .getByTestId("practise-link")
          .click();
        await page.waitForURL(/\/textbook\/details\?/);
        const player = page.getByTestId("writing-item-player");
        await player.waitFor();
        if (c.kind === "listen-writing") {
          const src = await player.getByTestId("item-audio").getAttribute("src");
          check(src?.includes(".mp3"), `${c.kind}: the model audio is on the page, got ${src}`);
        }
        for (const [i, a] of c.answers.entries()) {
          const where = `${c.kind} item ${i + 1}`;
          await player.getByTestId("writing-editor").fill(a.text);
          const saved = page.waitForResponse((r) => r.url().includes("/v3/textbook/topic-answer-record"));
          await player.getByTestId("writing-submit").click();
          check((await saved).ok(), `${where}: the answer is saved`);
          await expectChecked(player, a.error, where);
          await player.getByTestId("writing-next").click();
          if (i < c.answers.length - 1) await player.getByTestId("writing-panel").waitFor();
        }
        const result = page.getByTestId(`result-${c.kind}`);
        await result.waitFor({ timeout: 15_000 });
        for (const [i, a] of c.answers.entries())
          await expectChecked(
            result.locator("[data-testid=writing-item-result] > section").nth(i),
            a.error,
            `${c.kind} result No.${i + 1}`,
          );
        check(
          (await result.getByTestId("writing-sample").count()) === c.answers.length,
          `${c.kind}: each item shows its sample answer on the result`,
        );
      }
    },
  },
];
