import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentScore, type FormCheckId, matchElements, OpenAnswerSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { runFormChecks } from "./form-checks.ts";
import { openComment, openContent } from "./score-open.ts";

const passes = (text: string, id: FormCheckId, question = "") =>
  runFormChecks(text, [id], question)[0]?.passed;

describe("form checks", () => {
  it("wants is / are + -ing for what a picture shows happening", () => {
    expect(passes("He is washing the car.", "present_progressive")).toBe(true);
    expect(passes("she's carrying a big box", "present_progressive")).toBe(true);
    expect(passes("They are now playing soccer.", "present_progressive")).toBe(true);
    expect(passes("He washes the car.", "present_progressive")).toBe(false);
    expect(passes("Washing the car.", "present_progressive")).toBe(false);
    expect(passes("He was washing the car.", "present_progressive")).toBe(false);
    expect(passes("It is something nice.", "present_progressive")).toBe(false);
  });

  it("wants a story told in the past", () => {
    const past =
      "One day, Ken and his father were at the park. Ken found a wallet. They took it to the police box.";
    expect(passes(past, "past_tense")).toBe(true);
    expect(passes("i went shopping with my sister", "past_tense")).toBe(true);
    const present =
      "One day, Ken and his father were at the park. Ken finds a wallet. They take it to the police. The officer is happy.";
    expect(passes(present, "past_tense")).toBe(false);
    expect(passes("I go shopping with my sister.", "past_tense")).toBe(false);
  });

  it("counts reasons, not the stance or the question said back", () => {
    const q = "Some people say students should wear uniforms. Do you think students should wear uniforms?";
    expect(
      passes("Yes. Uniforms are cheap. Also, students do not worry about clothes.", "two_reasons", q),
    ).toBe(true);
    expect(passes("I agree. It saves time, and it looks smart.", "two_reasons", q)).toBe(true);
    expect(passes("Yes, I think so. Uniforms are cheap.", "two_reasons", q)).toBe(false);
    expect(passes("I think students should wear uniforms. Because they are cheap.", "two_reasons", q)).toBe(
      false,
    );
    expect(passes("Yes. I agree.", "two_reasons", q)).toBe(false);
  });

  it("wants Yes or No first", () => {
    expect(passes("Yes. I like it.", "yes_no_first")).toBe(true);
    expect(passes("no i don't", "yes_no_first")).toBe(true);
    expect(passes("I don't think so. It is too far.", "yes_no_first")).toBe(true);
    expect(passes("I like it because it is fun.", "yes_no_first")).toBe(false);
    expect(passes("", "yes_no_first")).toBe(false);
  });
});

describe("the Tokyo speaking test's checks", () => {
  it("wants full sentences, not single words", () => {
    expect(passes("It starts at six thirty.", "full_sentence")).toBe(true);
    expect(passes("it costs five hundred yen. you can buy it at the shop", "full_sentence")).toBe(true);
    expect(passes("It ends at two.", "full_sentence")).toBe(true);
    expect(passes("It is open at 11:00 a.m. and 2:00 p.m. on Sundays.", "full_sentence")).toBe(true);
    expect(passes("Six thirty.", "full_sentence")).toBe(false);
    expect(passes("Washing the car.", "full_sentence")).toBe(false);
    expect(passes("At the station.", "full_sentence")).toBe(false);
    expect(passes("", "full_sentence")).toBe(false);
  });

  it("wants a question or a prompt to the listener", () => {
    expect(passes("What day are you free?", "ask_or_prompt")).toBe(true);
    expect(passes("what day are you free", "ask_or_prompt")).toBe(true);
    expect(passes("I want to go too. Let's go together.", "ask_or_prompt")).toBe(true);
    expect(passes("Please come with me.", "ask_or_prompt")).toBe(true);
    expect(passes("I am free on Sunday.", "ask_or_prompt")).toBe(false);
  });

  it("wants an opinion with a reason", () => {
    const q = "Which is better for a class trip, the sea or the mountains?";
    expect(passes("I think the sea is better because we can swim.", "opinion_reason", q)).toBe(true);
    expect(passes("I like the mountains. The air is fresh and cool.", "opinion_reason", q)).toBe(true);
    expect(passes("I think the sea is better.", "opinion_reason", q)).toBe(false);
    expect(passes("We can swim in the sea.", "opinion_reason", q)).toBe(false);
  });
});

describe("a failed check", () => {
  const rubric = OpenAnswerSchema.parse({
    elements: [{ id: "wash", ja: "車を洗っている", en: "washing the car", match: [["wash", "car"]] }],
    checks: ["present_progressive"],
  });
  const language = { score: 4, words: 4, fullSentences: 1, sentences: 1, notes: [] };

  it("costs a point of content and says what form to use", () => {
    const said = "He washes the car.";
    const matches = matchElements(said, rubric);
    expect(contentScore(matches, rubric)).toBe(5);
    const checks = runFormChecks(said, rubric.checks ?? []);
    expect(openContent(rubric, matches, checks)).toBe(4);
    const comment = openComment(
      rubric,
      matches,
      language,
      { content: 4, language: 4, delivery: 4, total: 3.7 },
      3,
      checks,
    );
    expect(comment.en).toContain("is / are + -ing");
    const right = "He is washing the car.";
    expect(
      openContent(rubric, matchElements(right, rubric), runFormChecks(right, ["present_progressive"])),
    ).toBe(5);
  });

  it("never takes an off-topic answer below 0", () => {
    const said = "I like dogs.";
    expect(
      openContent(rubric, matchElements(said, rubric), runFormChecks(said, ["present_progressive"])),
    ).toBe(0);
  });
});

describe("the Eiken interview cards", () => {
  const root = join(import.meta.dirname, "../../../../../content/eiken/interview");
  const questions = readdirSync(root).flatMap((grade) =>
    readdirSync(join(root, grade))
      .filter((f) => f.endsWith(".yaml"))
      .flatMap((f) => {
        const card = parse(readFileSync(join(root, grade, f), "utf8"));
        return (
          card.questions as {
            no: number;
            examiner: string;
            model_answers: string[];
            checks?: FormCheckId[];
          }[]
        )
          .filter((q) => q.checks?.length)
          .map((q) => ({ where: `${f} No.${q.no}`, ...q }));
      }),
  );

  it("have checks on their picture, story and opinion questions", () => {
    expect(questions.length).toBeGreaterThan(30);
  });

  it("model answers pass their own checks, typed and as recognised", () => {
    const failures = questions.flatMap((q) =>
      q.model_answers.flatMap((a) =>
        [a, a.toLowerCase().replace(/[,"]/g, "")].flatMap((text) =>
          runFormChecks(text, q.checks ?? [], q.examiner)
            .filter((c) => !c.passed)
            .map((c) => `${q.where} ${c.id}: ${text}`),
        ),
      ),
    );
    expect(failures).toEqual([]);
  });
});

describe("the Tokyo speaking test's content", () => {
  const root = join(import.meta.dirname, "../../../../../content/tokyo/speaking");
  type Item = {
    question_id: string;
    screen_en_text?: string;
    sample_answer?: string;
    evaluate_text?: string;
    samples?: Array<{ content: string }>;
    open_answer?: { checks?: FormCheckId[] };
  };
  const items = ["test", "training"].flatMap((set) =>
    readdirSync(join(root, set))
      .filter((f) => f.endsWith(".yaml"))
      .flatMap((f) =>
        (parse(readFileSync(join(root, set, f), "utf8")).items as Item[])
          .filter((i) => i.open_answer?.checks?.length)
          .map((i) => ({ where: `${f} ${i.question_id}`, ...i })),
      ),
  );

  it("has open items with form checks in every test and training set", () => {
    expect(items.length).toBeGreaterThan(40);
  });

  it("sample answers pass their own checks, typed and as recognised", () => {
    const failures = items.flatMap((i) =>
      [i.sample_answer, i.evaluate_text, ...(i.samples ?? []).map((s) => s.content)]
        .filter((a): a is string => !!a)
        .flatMap((a) =>
          [a, a.toLowerCase().replace(/[,"]/g, "")].flatMap((text) =>
            runFormChecks(text, i.open_answer?.checks ?? [], i.screen_en_text ?? "")
              .filter((c) => !c.passed)
              .map((c) => `${i.where} ${c.id}: ${text}`),
          ),
        ),
    );
    expect(failures).toEqual([]);
  });
});
