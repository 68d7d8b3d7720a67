/** Test fixtures of the e-book build: a small valid book folder and level check that tests then break. */

/** A valid cover (300×420, titled). */
export const FIXTURE_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420">
<title>A red cup on a table</title>
<rect width="300" height="420" fill="#e8f0ec"/>
<circle cx="150" cy="200" r="60" fill="#c0504d"/>
<text x="150" y="380" text-anchor="middle" font-size="24">The Red Cup</text>
</svg>
`;

/** A valid illustration (400×260, titled, no text). */
export const FIXTURE_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260">
<title>Ken and Mika in the kitchen</title>
<rect width="400" height="260" fill="#f4efe6"/>
<rect x="150" y="120" width="100" height="80" fill="#c0504d"/>
</svg>
`;

/** The fixture's book.yaml: yl 0.6, A1, two pages, one glossary word, two exercise items. */
export const FIXTURE_BOOK = `book_id: eb-01-the-red-cup
title: The Red Cup
title_ja: 赤いカップ
yl: 0.6
cefr: A1
genre: fiction
topics: [family, food]
summary: Ken cannot find his red cup. Mika helps him.
summary_ja: ケンは赤いカップが見つかりません。ミカが手伝います。
retold_from: null
speakers:
  narrator: female1
  Ken: male1
  Mika: female2
glossary:
  saucer: 受け皿
cover: cover.svg
pages:
  - chapter: null
    illustration: p1.svg
    lines:
      - text: Ken is in the kitchen.
        ja: ケンは台所にいます。
      - text: '"Where is my red cup?" says Ken.'
        ja: 「ぼくの赤いカップはどこ？」とケンは言います。
        speaker: Ken
      - text: Mika looks under the table.
        ja: ミカはテーブルの下を見ます。
        break: true
      - text: "It isn't there."
        ja: そこにはありません。
  - chapter: null
    illustration: p2.svg
    lines:
      - text: '"Look! It is on the saucer, Ken," says Mika.'
        ja: 「見て！受け皿の上にあるよ、ケン」とミカは言います。
        speaker: Mika
      - text: Ken is happy.
        ja: ケンはうれしいです。
      - text: He drinks 2 cups of milk.
        ja: 牛乳を2杯飲みます。
exercise:
  - question_id: q1
    passage: '"Where is my red cup?" says Ken.'
    passage_ja: 「ぼくの赤いカップはどこ？」とケンは言います。
    questions:
      - question: What is Ken looking for?
        question_ja: ケンは何をさがしていますか。
        answers:
          - { content: His red cup., correct: true }
          - { content: His bag. }
          - { content: His cat. }
        explanation: 1ページ目で「ぼくの赤いカップはどこ？」と言っています。
  - question_id: q2
    passage: '"Look! It is on the saucer, Ken," says Mika.'
    passage_ja: 「見て！受け皿の上にあるよ、ケン」とミカは言います。
    questions:
      - question: Where is the cup?
        question_ja: カップはどこにありますか。
        answers:
          - { content: Under the table. }
          - { content: On the saucer., correct: true }
          - { content: In the bag. }
        explanation: ミカが「受け皿の上にあるよ」と言っています。
`;

/**
 * A level check with two items on every half-level step 0.5 … 4.0 (the least the build accepts).
 * @returns level-check.yaml's text
 */
export function fixtureLevelCheck(): string {
  const items = Array.from({ length: 16 }, (_, i) => {
    const yl = (0.5 + Math.floor(i / 2) / 2).toFixed(1);
    return `  - item_id: lc-${String(i + 1).padStart(2, "0")}
    yl: ${yl}
    passage: Tom has a dog. The dog is big.
    passage_ja: トムは犬をかっています。その犬は大きいです。
    question: What does Tom have? (${i + 1})
    question_ja: トムは何をかっていますか。
    options: [A cat., A dog., A bird.]
    answer: 1
`;
  });
  return `items:\n${items.join("")}`;
}

/** The folder of the fixture book, relative to the content folder. */
export const FIXTURE_BOOK_DIR = "ebooks/eb-01-the-red-cup";

/**
 * The files of a content folder holding the fixture book and level check (for writeContentTree).
 * @param csv - the CEFR-J profile's text
 * @param book - book.yaml's text (default FIXTURE_BOOK)
 * @returns content-relative path → text
 */
export function ebookTree(csv: string, book = FIXTURE_BOOK): Record<string, string> {
  return {
    "cefr-j/cefrj-vocabulary-profile-1.5.csv": csv,
    "ebooks/level-check.yaml": fixtureLevelCheck(),
    [`${FIXTURE_BOOK_DIR}/book.yaml`]: book,
    [`${FIXTURE_BOOK_DIR}/cover.svg`]: FIXTURE_COVER,
    [`${FIXTURE_BOOK_DIR}/p1.svg`]: FIXTURE_PICTURE,
    [`${FIXTURE_BOOK_DIR}/p2.svg`]: FIXTURE_PICTURE,
  };
}
