import { registerStrings } from "./shell/register-i18n.ts";

/**
 * Japanese strings of the seven typed / ordering players (listen-fill-blanks, sentence-sorting,
 * listen-fill-letters, grammar-blank-fill, fill-in-order, ja-to-en-writing, translate-fill-words)
 * and their result layouts. The spec's hint keys and the shared "player.*" / "result.*" keys come
 * from the shell's strings (shell/i18n.ts); these are only what those players add.
 */
export const objectiveBJa = {
  "objb.blank_n": "空欄 {{n}} / {{count}}",
  "objb.slot_empty": "空欄 {{n}}（まだ選んでいません）",
  "objb.slot_filled": "空欄 {{n}}：{{text}}（押すと戻します）",
  "objb.choices": "選択肢",
  "objb.letters": "文字",
  "objb.letter_slot_empty": "{{n}} 文字目（まだ選んでいません）",
  "objb.letter_slot_filled": "{{n}} 文字目：{{text}}（押すと戻します）",
  "objb.letters_hint": "文字を押すか、キーボードで入力してください。Backspace で 1 文字戻します。",
  "objb.clear": "やり直す",
  "objb.hint": "ヒント",
  "objb.show_translation": "日本語訳を表示",
  "objb.solution_example": "解答例：{{answer}}",
  "objb.your_answer_label": "あなたの答え",
  "objb.right_answer_label": "正しい答え",
  "objb.explanation_label": "解説",
  "objb.typed_label": "英文を入力",
  "objb.enter_submits": "Enter キーで答え合わせできます。",
  "objb.instruction.listen-fill-blanks": "音声を聞いて、空欄に入る語を書きましょう。",
  "objb.instruction.translate-fill-words": "日本語の意味になるように、空欄に入る語を書きましょう。",
  "objb.instruction.sentence-sorting": "語句を正しい順番に並べましょう。",
  "objb.instruction.grammar-blank-fill": "語句を選んで、正しい文を完成させましょう。",
  "objb.instruction.fill-in-order": "語句を順番に空欄に入れましょう。",
  "objb.instruction.listen-fill-letters": "音声を聞いて、空いているところに文字を入れましょう。",
  "objb.instruction.ja-to-en-writing": "日本語の文を英語に直しましょう。",
  "objb.correct_badge": "正解",
  "objb.wrong_badge": "不正解",
  "objb.unanswered_badge": "未回答",
} as const;

/** The keys this file adds. */
export type ObjectiveBKey = keyof typeof objectiveBJa;

/** English strings (same keys; a missing key is a compile error). */
export const objectiveBEn: Record<ObjectiveBKey, string> = {
  "objb.blank_n": "Blank {{n}} of {{count}}",
  "objb.slot_empty": "Blank {{n}} (empty)",
  "objb.slot_filled": "Blank {{n}}: {{text}} (press to put it back)",
  "objb.choices": "Choices",
  "objb.letters": "Letters",
  "objb.letter_slot_empty": "Letter {{n}} (empty)",
  "objb.letter_slot_filled": "Letter {{n}}: {{text}} (press to put it back)",
  "objb.letters_hint": "Press a letter or type it on the keyboard. Backspace takes one back.",
  "objb.clear": "Start over",
  "objb.hint": "Hint",
  "objb.show_translation": "Show translation",
  "objb.solution_example": "Example answer: {{answer}}",
  "objb.your_answer_label": "Your answer",
  "objb.right_answer_label": "Right answer",
  "objb.explanation_label": "Explanation",
  "objb.typed_label": "Type the English sentence",
  "objb.enter_submits": "Press Enter to check.",
  "objb.instruction.listen-fill-blanks": "Listen and write the missing words.",
  "objb.instruction.translate-fill-words": "Fill in the words so the English means the same as the Japanese.",
  "objb.instruction.sentence-sorting": "Put the words in the right order.",
  "objb.instruction.grammar-blank-fill": "Choose words to complete the sentence.",
  "objb.instruction.fill-in-order": "Put the words into the blanks in order.",
  "objb.instruction.listen-fill-letters": "Listen and fill in the missing letters.",
  "objb.instruction.ja-to-en-writing": "Write the Japanese sentence in English.",
  "objb.correct_badge": "Correct",
  "objb.wrong_badge": "Wrong",
  "objb.unanswered_badge": "Not answered",
};

/** Registers these strings (idempotent; keys already present are kept). Runs on import. */
export function registerObjectiveBStrings(): void {
  registerStrings({ ja: objectiveBJa, en: objectiveBEn });
}

registerObjectiveBStrings();
