import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { WritingErrorType } from "@hibiki/contracts/writing";
import { EikenRubricSchema } from "@hibiki/contracts/writing";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { answersQuestion, copiedShare, eikenRubric, opinionParts, summaryParts } from "./eiken-rubric.ts";
import { resolveTask } from "./score/task-completion.ts";
import { scoreWriting } from "./score/total.ts";

// Original essays and e-mails of varied quality (written for these tests). Errors are given as the
// checker's finding types, so the bands are tested apart from the rules that find them.
const opinionTask = resolveTask({
  min_words: 40,
  max_words: 70,
  kind: "opinion",
  prompt: "Do you think students should have a part-time job?",
});

const rubricOf = (text: string, task = opinionTask, errors: WritingErrorType[] = []) => {
  const score = scoreWriting({ text, errorTypes: errors, level: "senior", task });
  const r = eikenRubric({ text, task, score, errorTypes: errors });
  if (!r) throw new Error("expected a rubric");
  expect(EikenRubricSchema.parse(r)).toEqual(r);
  return r;
};

const OPINION = {
  // opinion + two reasons + conclusion, linked, varied words: the model answer
  strong: `I think students should have a part-time job. First, they can learn how hard it is to earn money,
so they will spend it more carefully. Second, working with adults teaches them polite language and
responsibility, which are useful in the future. For these reasons, I believe a part-time job is a valuable
experience for students.`,
  // opinion + one reason, no conclusion
  oneReason: `I think students should have a part-time job because they can get money and buy things they want, like
new shoes, games or books for school. My brother works at a convenience store on Saturdays and he likes his
job very much and his boss is kind.`,
  // opinion, no reasons, no conclusion
  noReasons: `I think students should have a part-time job. Many students in my class want a job. Some of them
want to work at a restaurant and some of them want to work at a shop near the station. Jobs are
everywhere in my city now.`,
  // two reasons but no opinion stated
  noOpinion: `Students can learn many things from a part-time job. First, they can understand the value of
money. Second, they can meet people of different ages and learn how to talk with them. Also, they can
find out what kind of work they like.`,
  // off topic: about a trip, no opinion
  offTopic: `Last summer I went to Hokkaido with my family. We ate fresh seafood and visited a big farm. The
weather was cool and the sky was very clear at night. I saw many stars and took pictures. It was the best
trip of my life.`,
  // far too short
  tooShort: "I think yes. Because money.",
};

describe("eikenRubric: opinion essays", () => {
  it("is null for a free writing", () => {
    const task = resolveTask({ min_words: 10, max_words: 50 });
    const score = scoreWriting({ text: OPINION.strong, errorTypes: [], level: "senior", task });
    expect(eikenRubric({ text: OPINION.strong, task, score, errorTypes: [] })).toBeNull();
  });

  it("finds the opinion, the reasons and the conclusion", () => {
    expect(opinionParts(OPINION.strong)).toEqual({
      opinion: true,
      opinionFirst: true,
      reasons: 2,
      conclusion: true,
    });
    expect(opinionParts(OPINION.oneReason)).toMatchObject({ opinion: true, conclusion: false });
    expect(opinionParts(OPINION.noOpinion)).toMatchObject({ opinion: false, reasons: 3 });
    expect(
      opinionParts("In my opinion, school uniforms are good. I don't think they are expensive.").opinion,
    ).toBe(true);
  });

  it("gives the model answer full content and organisation", () => {
    const r = rubricOf(OPINION.strong);
    expect(r).toMatchObject({ kind: "opinion", content: 4, organisation: 4, grammar: 4 });
    expect(r.total).toBeGreaterThanOrEqual(14);
  });

  it.each([
    ["oneReason", 3],
    ["noReasons", 2],
    ["noOpinion", 3],
    ["offTopic", 0],
  ] as const)("content band of %s is %i", (name, content) => {
    expect(rubricOf(OPINION[name]).content).toBe(content);
  });

  it("orders the essays: strong > one reason > no reasons > off topic > too short", () => {
    const t = (k: keyof typeof OPINION) => rubricOf(OPINION[k]).total;
    expect(t("strong")).toBeGreaterThan(t("oneReason"));
    expect(t("oneReason")).toBeGreaterThan(t("noReasons"));
    expect(t("noReasons")).toBeGreaterThan(t("offTopic"));
    expect(t("offTopic")).toBeGreaterThan(t("tooShort"));
  });

  it("keeps every band at 1 or below for a text under half the minimum, and says so", () => {
    const r = rubricOf(OPINION.tooShort);
    for (const b of [r.content, r.organisation, r.vocabulary, r.grammar]) expect(b).toBeLessThanOrEqual(1);
    expect(r.notes_ja[0]).toMatch(/^短すぎます。40語以上/);
    // A few correct words are not praised as "almost no grammar mistakes".
    expect(r.notes_ja.join("")).not.toMatch(/ほとんどありません|語いの種類が豊か/);
    expect(r.notes_ja.join("")).toMatch(/語数が少ないため/);
  });

  it("reads a preference as the opinion of a which-do-you-like-better task", () => {
    for (const s of [
      "I like summer better than winter.",
      "I like playing soccer the best.",
      "I'd rather live in the countryside.",
      "My favorite season is spring.",
    ])
      expect(opinionParts(s).opinion, s).toBe(true);
    expect(opinionParts("I like summer. It is hot.").opinion).toBe(false);
  });

  it("lowers the grammar band with errors, and tells what is missing in Japanese", () => {
    const clean = rubricOf(OPINION.strong);
    const some = rubricOf(OPINION.strong, opinionTask, ["agreement", "tense"]);
    const many = rubricOf(OPINION.strong, opinionTask, Array(8).fill("article"));
    expect(clean.grammar).toBeGreaterThan(some.grammar);
    expect(some.grammar).toBeGreaterThan(many.grammar);
    expect(rubricOf(OPINION.oneReason).notes_ja.join("")).toMatch(/2つ目の理由/);
    expect(rubricOf(OPINION.noOpinion).notes_ja.join("")).toMatch(/意見を書きましょう/);
  });

  it("lowers the vocabulary band with spelling mistakes", () => {
    const clean = rubricOf(OPINION.strong);
    const misspelt = rubricOf(OPINION.strong, opinionTask, ["spelling", "spelling", "spelling", "spelling"]);
    expect(misspelt.vocabulary).toBeLessThan(clean.vocabulary);
  });
});

const emailTask = resolveTask({
  min_words: 25,
  max_words: 60,
  kind: "email",
  prompt: "Reply to your friend Alex's e-mail.",
  questions: ["What do you usually eat for breakfast?", "Which city in Japan would you like to visit?"],
});

const EMAIL = {
  both: `Hi Alex! Thank you for your e-mail. I usually eat rice and miso soup for breakfast because my mother
cooks them every morning. Also, I would like to visit Kanazawa, because the old streets and the garden there
look beautiful. Best wishes, Haruto`,
  first: `Hi Alex! Thank you for your e-mail. I usually eat toast and a banana for breakfast. My sister likes
cereal, but I don't like it very much. My father drinks coffee every morning. See you soon, Haruto`,
  neither: `Hi Alex! Thank you for your e-mail. I joined the tennis club this year and I practise every day
after school. My coach is strict but kind. I hope you are well. See you soon, Haruto`,
};

describe("eikenRubric: e-mail replies", () => {
  it("checks each question against the answer's words", () => {
    const used = new Set(["eat", "rice", "breakfast", "usually"]);
    expect(answersQuestion("What do you usually eat for breakfast?", used)).toBe(true);
    expect(answersQuestion("Which city in Japan would you like to visit?", used)).toBe(false);
  });

  it("content follows the questions answered: both > one > none", () => {
    const both = rubricOf(EMAIL.both, emailTask);
    const first = rubricOf(EMAIL.first, emailTask);
    const neither = rubricOf(EMAIL.neither, emailTask);
    expect([both.content, first.content, neither.content]).toEqual([4, 2, 0]);
    expect(both.total).toBeGreaterThan(first.total);
    expect(first.total).toBeGreaterThan(neither.total);
    // answering nothing keeps every other band at 2 or below, and says why first
    expect(Math.max(neither.organisation, neither.vocabulary, neither.grammar)).toBeLessThanOrEqual(2);
    expect(neither.notes_ja[0]).toMatch(/お題に答えていない/);
    expect(first.notes_ja.join("")).toMatch(
      /質問2（Which city in Japan would you like to visit\?）に答えていない/,
    );
    expect(both.kind).toBe("email");
  });
});

describe("Eiken rubric: summary", () => {
  // The passage and main points of content/eiken/practice/grade-2/practice-write-summary-1.yaml (ws02).
  const source = `Many people in Japan buy drinks in plastic bottles from vending machines and convenience stores. Because plastic waste has become a serious problem, some cities have started to put free water stations in stations, parks, and shopping malls. People can fill their own bottles there.
Supporters say that water stations have several advantages. People can save money because they do not have to buy a new drink every time they are thirsty. Also, fewer plastic bottles are thrown away, so there is less waste in rivers and the ocean.
However, water stations also have some disadvantages. Cities must pay to clean and check the machines often so that the water stays safe. Moreover, some people do not want to carry a bottle with them all day, so they may keep buying drinks in plastic bottles anyway.`;
  const task = resolveTask({
    min_words: 45,
    max_words: 55,
    kind: "summary",
    prompt: "Summarize the passage",
    source,
    points: [
      "free water stations in public places",
      "saving money and reducing plastic waste",
      "cleaning costs and people who will not carry bottles",
    ],
  });
  const SUMMARY = {
    // every point, own words, contrast: the model answer
    model: `To reduce plastic waste, some Japanese cities have set up free water stations where people can refill their own bottles. These stations help people save money and mean fewer bottles end up in nature. However, cities have to pay to keep the water clean and safe, and some people may still buy bottled drinks.`,
    // the first two points only
    twoPoints: `Some cities in Japan now have free water stations in parks and malls, where people refill their own bottles. Because of this, people save money on drinks and there is less plastic waste in rivers and the sea. Many people think that this is a good idea for the future.`,
    // the points, but copied sentence by sentence from the passage
    copied: `Some cities have started to put free water stations in stations, parks, and shopping malls. People can save money because they do not have to buy a new drink every time they are thirsty. However, cities must pay to clean and check the machines often so that the water stays safe.`,
    // the points, then the writer's own opinion
    opinion: `Some cities have free water stations where people refill bottles. People save money and there is less plastic waste. However, cleaning the machines costs money and some people still buy bottled drinks. I think every city should have water stations because they are good for the earth.`,
  };

  it("finds each main point, what is copied and any opinion", () => {
    expect(copiedShare(SUMMARY.model, source)).toBeLessThan(0.2);
    expect(copiedShare(SUMMARY.copied, source)).toBeGreaterThan(0.6);
    const parts = summaryParts(SUMMARY.twoPoints, task);
    expect(parts.points).toEqual([true, true, false]);
    expect(summaryParts(SUMMARY.opinion, task).opinion).toBe(true);
  });

  it("gives the model summary full content, and says which point is missing", () => {
    const model = rubricOf(SUMMARY.model, task);
    expect(model).toMatchObject({ kind: "summary", content: 4 });
    expect(model.organisation).toBeGreaterThanOrEqual(3);
    const two = rubricOf(SUMMARY.twoPoints, task);
    expect(two.content).toBe(3);
    expect(two.notes_ja).toContain(
      "要点3（cleaning costs and people who will not carry bottles）が抜けています。",
    );
  });

  it("costs vocabulary for copied runs and content for an opinion", () => {
    const model = rubricOf(SUMMARY.model, task);
    const copied = rubricOf(SUMMARY.copied, task);
    expect(copied.vocabulary).toBeLessThanOrEqual(model.vocabulary - 1);
    expect(copied.notes_ja).toContain("本文をそのまま写した部分が多いです。自分の言葉で言いかえましょう。");
    // every point is there, but a summary gives no opinion
    const opinion = rubricOf(SUMMARY.opinion, task);
    expect(summaryParts(SUMMARY.opinion, task).points).toEqual([true, true, true]);
    expect(opinion.content).toBe(3);
    expect(opinion.notes_ja).toContain("要約には自分の意見は書きません。本文の内容だけをまとめましょう。");
    expect(model.total).toBeGreaterThan(copied.total);
  });
});

describe("Eiken rubric: the summary tasks of the course", () => {
  const root = join(import.meta.dirname, "../../../../content/eiken/practice");
  const items = readdirSync(root).flatMap((grade) =>
    readdirSync(join(root, grade))
      .filter((f) => f.includes("write-summary"))
      .flatMap((f) => {
        const doc = parse(readFileSync(join(root, grade, f), "utf8"));
        return (
          doc.items as Array<{
            question_id: string;
            content: string;
            main_points: string[];
            min_words: number;
            max_words: number;
            sample: Array<{ en_answer: string }>;
          }>
        ).map((i) => ({ where: `${f} ${i.question_id}`, ...i }));
      }),
  );

  it("give their own sample summaries full content without copying", () => {
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const i of items) {
      const task = resolveTask({
        min_words: i.min_words,
        max_words: i.max_words,
        kind: "summary",
        prompt: "Summarize the passage",
        source: i.content,
        points: i.main_points,
      });
      const text = i.sample[0]?.en_answer ?? "";
      expect(rubricOf(text, task).content, i.where).toBe(4);
      expect(copiedShare(text, i.content), i.where).toBeLessThan(0.3);
    }
  });
});
