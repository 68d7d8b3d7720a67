import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/**
 * Strings of returned homework and the attempt history, apart from `i18n.ts`: the home screen loads that
 * one (for the homework badge) and these are only needed on the homework pages.
 */
export const returnedJa = {
  "homework.status_returned": "やり直し",
  "homework.rewrite": "やり直す",
  "homework.view_returned": "返された回答を見る",
  "homework.returned_title": "先生から返されました",
  "homework.returned_by": "{{teacher}} 先生",
  "homework.returned_by_on": "{{teacher}} 先生・{{date}}",
  "homework.history": "これまでの提出",
  "homework.history_item": "{{n}}回目",
  "homework.history_returned": "返却",
  "homework.history_notes": "コメント {{count}} 件",
  "homework.history_view": "見る",
  "homework.history_current": "表示中",
} as const;

/** English strings of returned homework and the attempt history. */
export const returnedEn: Record<keyof typeof returnedJa, string> = {
  "homework.status_returned": "Returned",
  "homework.rewrite": "Answer again",
  "homework.view_returned": "See the returned answer",
  "homework.returned_title": "Your teacher returned this",
  "homework.returned_by": "{{teacher}}",
  "homework.returned_by_on": "{{teacher}} · {{date}}",
  "homework.history": "Your attempts",
  "homework.history_item": "Attempt {{n}}",
  "homework.history_returned": "Returned",
  "homework.history_notes": "{{count}} comments",
  "homework.history_view": "View",
  "homework.history_current": "Showing",
};

registerStrings({ ja: returnedJa, en: returnedEn });
