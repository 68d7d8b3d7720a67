import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the study history screens. */
export const historyJa = {
  "history.title": "学習履歴",
  "history.empty": "まだ学習履歴がありません。",
  "history.attempts": "{{count}} 回",
  "history.best": "最高 {{score}} 点",
  "history.last": "最終学習 {{date}}",
  "history.details": "{{title}} の履歴",
  "history.attempt_row": "{{date}}・{{mode}}・{{score}} 点・{{answered}} 問",
  "history.unfinished": "途中",
  "history.prev": "前へ",
  "history.next": "次へ",
  "history.page": "{{page}} / {{pages}} ページ",
  "history.view": "結果を見る",
  "history.resume": "続きから",
  "history.again": "もう一度",
} as const;

/** English strings of the study history screens. */
export const historyEn: Record<keyof typeof historyJa, string> = {
  "history.title": "Study history",
  "history.empty": "No study history yet.",
  "history.attempts": "{{count}} attempts",
  "history.best": "Best {{score}}",
  "history.last": "Last studied {{date}}",
  "history.details": "History of {{title}}",
  "history.attempt_row": "{{date}} · {{mode}} · {{score}} points · {{answered}} answered",
  "history.unfinished": "Unfinished",
  "history.prev": "Previous",
  "history.next": "Next",
  "history.page": "Page {{page}} / {{pages}}",
  "history.view": "See result",
  "history.resume": "Continue",
  "history.again": "Try again",
};

registerStrings({ ja: historyJa, en: historyEn });
