/**
 * A small AI study tree for the build tests: courses.yaml with course jh1 listing one lesson
 * (01-be-present: every item type in review, two speak items in consolidation) and the course test.
 */

/** The lesson file's path inside the content folder. */
export const FIXTURE_LESSON = "ai-study/jh1/01-be-present.yaml";

const slide = (n: number) => `  - heading_ja: スライド${n}
    body_ja: be動詞は主語によって形が変わります。
    examples:
      - { en: "I am Ken.", ja: 私はケンです。, highlight: am }
    narration:
      - { en: "With I, use am.", ja: I のときは am を使います。 }
`;

const point = (n: number) => `  - heading_ja: ポイント${n}
    body_ja: I には am、you には are、he / she には is を使います。
    examples:
      - { en: "She is my sister.", ja: 彼女は私の姉です。, highlight: is }
      - { en: "You are kind.", ja: あなたは親切です。, highlight: are }
    check:
      sentence: "They ___ in the gym."
      options: [am, are, is]
      answer: 1
      explain_ja: They は複数なので are。
`;

/** The lesson's text. */
export const FIXTURE_LESSON_YAML = `lesson_id: jh1-01-be-present
course: jh1
point: be-present
title: { ja: be動詞, en: "Be-verbs" }
goal_ja: 主語に合わせて am / are / is を使い分けられる。
video:
${[1, 2, 3, 4].map(slide).join("")}explanation:
${[1, 2].map(point).join("")}review:
  - { id: r1, type: choice, sentence: "I ___ a student.", options: [am, are, is], answer: 0,
      full: "I am a student.", ja: 私は生徒です。, explain_ja: 主語が I なので am。 }
  - { id: r2, type: choice, sentence: "Tom ___ my friend.", options: [am, are, is], answer: 2,
      full: "Tom is my friend.", ja: トムは私の友だちです。, explain_ja: Tom は1人なので is。 }
  - { id: r3, type: order, full: "Are you from Osaka?", ja: あなたは大阪の出身ですか。,
      explain_ja: 疑問文は be動詞を主語の前に。 }
  - { id: r4, type: fix, wrong: "He are my friend.", full: "He is my friend.", ja: 彼は私の友だちです。,
      explain_ja: He は単数なので is。 }
  - { id: r5, type: fix, wrong: "I is hungry now.", full: "I am hungry now.", ja: 私は今おなかがすいています。,
      explain_ja: I には am。 }
  - { id: r6, type: speak, full: "We are in the same class.", ja: 私たちは同じクラスです。 }
consolidation:
  - { id: c1, type: speak, full: "My name is Yui and I am thirteen.", ja: 私の名前はユイで、13歳です。 }
  - { id: c2, type: speak, full: "This is my bag.", ja: これは私のかばんです。 }
  - { id: c3, type: choice, sentence: "You ___ tall.", options: [am, are], answer: 1,
      full: "You are tall.", ja: あなたは背が高いです。, explain_ja: you には are。 }
  - { id: c4, type: order, full: "She is not at home.", ja: 彼女は家にいません。,
      explain_ja: not は be動詞のあと。 }
  - { id: c5, type: fix, wrong: "They is tired.", full: "They are tired.", ja: 彼らは疲れています。,
      explain_ja: They は複数なので are。 }
  - { id: c6, type: choice, sentence: "It ___ cold today.", options: [is, are], answer: 0,
      full: "It is cold today.", ja: 今日は寒いです。, explain_ja: It には is。 }
`;

/** The course test's text: two items for the one lesson. */
export const FIXTURE_TEST_YAML = `course: jh1
title: { ja: 中学1年 文法 確認テスト, en: "Year 1 grammar check" }
introduction_ja: be動詞の確認テストです。
time_limit_minutes: 5
items:
  - { id: t1, point: be-present, type: choice, sentence: "We ___ friends.", options: [am, are, is], answer: 1,
      full: "We are friends.", ja: 私たちは友だちです。, explain_ja: We は複数なので are。 }
  - { id: t2, point: be-present, type: order, full: "Is this your pen?", ja: これはあなたのペンですか。,
      explain_ja: 疑問文は Is を前に。 }
`;

/** courses.yaml listing the one lesson. */
export const FIXTURE_COURSES_YAML = `courses:
  - course: jh1
    title: { ja: 中学1年, en: "Junior high year 1" }
    level: A1
    color: "#2f7de1"
    lessons: [01-be-present]
`;

/** The AI study files of the fixture (paths inside the content folder). */
export function aiStudyTree(lesson = FIXTURE_LESSON_YAML): Record<string, string> {
  return {
    "ai-study/courses.yaml": FIXTURE_COURSES_YAML,
    [FIXTURE_LESSON]: lesson,
    "ai-study/jh1/test.yaml": FIXTURE_TEST_YAML,
  };
}

/** A textbook grammar-choice resource whose model sentences show the be-verb (for the grammar index). */
export const TEXTBOOK_GRAMMAR = `meta:
  res_code: b1-grammar
  kind: grammar-choice
  res_title: 文法
  res_title_en: Grammar
items:
  - question_id: g1
    screen_text: She ___ my sister.
    screen_en_text: She is my sister.
    answers: [{ content: is, correct: true }, { content: are }]
  - question_id: g2
    screen_text: 図書館
    screen_en_text: library
    answers: [{ content: library, correct: true }, { content: gym }]
`;
