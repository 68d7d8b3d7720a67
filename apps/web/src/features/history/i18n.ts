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
  "history.missing_res_code": "どの教材の履歴かがわかりません。学習履歴の一覧から教材を選んでください。",
  "history.missing_guid": "どの回の結果かがわかりません。学習履歴の一覧から選んでください。",
  "history.to_index": "学習履歴の一覧へ",
  "history.mode_practice": "練習",
  "history.mode_review": "復習",
  "history.mode_homework": "宿題",
  "history.mode_exam": "テスト",
  "history.mode_paper": "ペーパーテスト",
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
  "history.missing_res_code":
    "Which material's history to show is missing. Choose a material in your study history.",
  "history.missing_guid": "Which attempt to show is missing. Choose one in your study history.",
  "history.to_index": "Go to the study history",
  "history.mode_practice": "Practice",
  "history.mode_review": "Review",
  "history.mode_homework": "Homework",
  "history.mode_exam": "Test",
  "history.mode_paper": "Paper test",
};

registerStrings({ ja: historyJa, en: historyEn });
