import { describe, expect, it } from "vitest";
import { formatContentError } from "./errors.ts";
import { loadResource } from "./load-resource.ts";

const FILE = "content/textbooks/t/u/x.yaml";

const errorsOf = (text: string) => loadResource(FILE, text).errors.map(formatContentError);

const WORD_CHOICE = `meta:
  res_code: t-u-words
  kind: word-choice
  res_title: 単語
  res_title_en: Words
items:
  - question_id: w1
    screen_text: 黒板
    screen_en_text: blackboard
    answers: [{ content: blackboard, correct: true }, { content: desk }]
`;

describe("answer audio (issue 16 #1: the question's audio must never say the answer)", () => {
  it("lets a word-choice item's model answer become its audio, to be played after answering", () => {
    const { loaded, errors } = loadResource(FILE, WORD_CHOICE);
    expect(errors).toEqual([]);
    expect(loaded?.audio).toEqual([{ name: "w1.mp3", lines: [{ text: "blackboard", voice: "slt" }] }]);
  });

  it("lets audio_text say the model answer, and refuses a question audio on such an item", () => {
    const said = WORD_CHOICE.replace("    screen_en_text: blackboard\n", '    audio_text: "blackboard"\n');
    expect(errorsOf(said)).toEqual([]);
    const text = WORD_CHOICE.replace(
      "    screen_en_text: blackboard\n",
      '    audio_script: [{ text: "Which word?" }]\n',
    );
    expect(errorsOf(text)).toEqual([
      `${FILE}:9:5 items[0].audio_script: word-choice items have no question audio: their audio is the model answer (screen_en_text, or audio_text saying it), played only after answering; remove audio_script`,
    ]);
  });

  it("checks mixed items by their own kind and multi-part items by the part type", () => {
    const mixed = `meta:
  res_code: t-u-mixed
  kind: mixed
  res_title: まとめ
  res_title_en: Review
items:
  - kind: sentence-sorting
    question_id: m1
    screen_text: You ___ ___ your ___.
    screen_jp_text: あなたは自分の部屋をそうじするべきです。
    audio_file: audio/answer.mp3
    choose: [{ content: room }, { content: should }, { content: clean }]
    answer: You should clean your room.
  - kind: listening-choice
    question_id: m2
    screen_text: Who is late?
    audio_text: "Bo is late."
    answers: [{ content: Bo, correct: true }, { content: Ann }]
`;
    expect(errorsOf(mixed)).toEqual([
      `${FILE}:11:5 items[0].audio_file: sentence-sorting items have no question audio: their audio is the model answer (screen_en_text, or audio_text saying it), played only after answering; remove audio_file`,
    ]);
    const parts = `meta:
  res_code: t-u-parts
  kind: multi-part
  res_title: まとめ
  res_title_en: Review
items:
  - question_id: p1
    part_type: translate-fill-words
    part_info: { title: "Part A", title_jp: パートA, description: 書きなさい。 }
    part_items:
      - question_id: a1
        screen_jp_text: 私は学生です。
        screen_text: I ___ a student.
        screen_en_text: I am a student.
        audio_script: [{ text: "I am a student." }]
        filling_answer: [am]
`;
    expect(errorsOf(parts)).toEqual([
      `${FILE}:15:9 items[0].part_items[0].audio_script: translate-fill-words items have no question audio: their audio is the model answer (screen_en_text, or audio_text saying it), played only after answering; remove audio_script`,
    ]);
  });
});
