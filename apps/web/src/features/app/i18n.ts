import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the not-available page (spec routes whose module the app does not have yet). */
export const notAvailableJa = {
  "not_available.title": "{{module}}は、まだ使えません",
  "not_available.body":
    "このページ（{{path}}）の機能は、このアプリにまだありません。ほかの学習はこれまでどおり使えます。",
  "not_available.back": "前のページに戻る",
  "not_available.main": "メイン画面へ",
  "not_available.module.cefr": "CEFR レベルテスト",
  "not_available.module.ai_speaking": "AI スピーキング",
  "not_available.module.ai_study": "AI 学習コース",
  "not_available.module.arena": "対戦モード",
  "not_available.module.dictionary": "辞書",
  "not_available.module.integral": "ポイント",
  "not_available.module.live": "ライブ授業",
  "not_available.module.phonogram": "発音記号",
  "not_available.module.rank": "ランキング",
  "not_available.module.study_word": "単語の学習プラン",
  "not_available.module.usercard": "ユーザーカード",
} as const;

/** English strings of the not-available page. */
export const notAvailableEn: Record<keyof typeof notAvailableJa, string> = {
  "not_available.title": "{{module}} is not available yet",
  "not_available.body": "This page ({{path}}) is not part of the app yet. Everything else works as before.",
  "not_available.back": "Back to the previous page",
  "not_available.main": "Go to the main page",
  "not_available.module.cefr": "The CEFR level test",
  "not_available.module.ai_speaking": "AI speaking",
  "not_available.module.ai_study": "AI study courses",
  "not_available.module.arena": "Versus mode",
  "not_available.module.dictionary": "The dictionary",
  "not_available.module.integral": "Points",
  "not_available.module.live": "Live lessons",
  "not_available.module.phonogram": "Pronunciation symbols",
  "not_available.module.rank": "Rankings",
  "not_available.module.study_word": "Word study plans",
  "not_available.module.usercard": "User cards",
};

registerStrings({ ja: notAvailableJa, en: notAvailableEn });
