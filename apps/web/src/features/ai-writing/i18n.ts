import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the AI writing screens. */
export const aiWritingJa = {
  "ai_writing.title": "AI作文",
  "ai_writing.intro": "テーマを選んで英語で書くと、AIがすぐに文法・つづり・語彙をチェックします。",
  "ai_writing.junior": "中学生向け",
  "ai_writing.senior": "高校生向け",
  "ai_writing.history": "作文の履歴",
} as const;

/** English strings of the AI writing screens. */
export const aiWritingEn: Record<keyof typeof aiWritingJa, string> = {
  "ai_writing.title": "AI writing",
  "ai_writing.intro":
    "Choose a topic and write in English: the AI checks grammar, spelling and vocabulary at once.",
  "ai_writing.junior": "Junior high",
  "ai_writing.senior": "Senior high",
  "ai_writing.history": "Writing history",
};

registerStrings({ ja: aiWritingJa, en: aiWritingEn });
