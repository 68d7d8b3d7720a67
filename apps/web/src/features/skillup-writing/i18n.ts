import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the skill-up writing screens. */
export const skillupWritingJa = {
  "skillup_writing.title": "スキルアップ 作文",
  "skillup_writing.intro": "レベルに合ったテーマで作文の力をのばしましょう。",
  "skillup_writing.history": "作文の履歴",
} as const;

/** English strings of the skill-up writing screens. */
export const skillupWritingEn: Record<keyof typeof skillupWritingJa, string> = {
  "skillup_writing.title": "Skill-up writing",
  "skillup_writing.intro": "Build your writing skills with topics for your level.",
  "skillup_writing.history": "Writing history",
};

registerStrings({ ja: skillupWritingJa, en: skillupWritingEn });
