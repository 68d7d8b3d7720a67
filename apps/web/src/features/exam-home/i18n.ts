import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the exam home. */
export const examHomeJa = {
  "exam.title": "試験対策",
  "exam.lead": "受ける試験を選んで、練習を始めましょう。",
  "exam.eiken": "英検",
  "exam.eiken_lead": "5級から2級まで。単語、分野別練習、模擬テスト、二次試験（面接）。",
  "exam.eiken_progress": "習得した単語 {{n}} 語 ・ 復習 {{due}} 語",
  "exam.eiken_last": "最後の学習: {{date}}",
  "exam.tokyo": "都立スピーキングテスト（ESAT-J）",
  "exam.tokyo_lead": "中学3年生のスピーキングテスト。パートA〜Dを本番と同じ時間で練習。",
  "exam.tokyo_progress": "本番形式テスト {{done}} / {{total}} 回受験",
  "exam.tokyo_best": "最高グレード",
  "exam.common_test": "共通テスト リスニング",
  "exam.common_test_lead": "大学入学共通テストの第1問〜第6問。模擬テストとパート別練習。",
  "exam.high_school": "高校入試リスニング",
  "exam.high_school_lead": "都立入試型・埼玉県入試型・全国標準型の練習セット。まちがえた問題の復習も。",
  "exam.listening_progress": "{{done}} / {{total}} セット挑戦",
  "exam.listening_best": "最高 {{percent}}%",
  "exam.listening_review": "復習 {{n}}問",
  "exam.not_started": "まだ始めていません",
  "exam.open": "開く",
  "exam.load_failed": "進み具合を読み込めませんでした。",
} as const;

/** English strings, same keys. */
export const examHomeEn: Record<keyof typeof examHomeJa, string> = {
  "exam.title": "Exam preparation",
  "exam.lead": "Choose an exam and start practising.",
  "exam.eiken": "Eiken",
  "exam.eiken_lead": "Grades 5 to 2: words, practice by question type, mock tests and the interview.",
  "exam.eiken_progress": "{{n}} words mastered ・ {{due}} to review",
  "exam.eiken_last": "Last studied: {{date}}",
  "exam.tokyo": "Tokyo speaking test (ESAT-J)",
  "exam.tokyo_lead": "The third-year speaking test: parts A-D with the test's timing.",
  "exam.tokyo_progress": "Full tests taken: {{done}} of {{total}}",
  "exam.tokyo_best": "Best grade",
  "exam.common_test": "Common Test listening",
  "exam.common_test_lead": "Parts 1-6 of the university Common Test: mock tests and practice by part.",
  "exam.high_school": "High-school entrance listening",
  "exam.high_school_lead": "Tokyo, Saitama and standard style sets, and a review of your mistakes.",
  "exam.listening_progress": "{{done}} / {{total}} sets tried",
  "exam.listening_best": "best {{percent}}%",
  "exam.listening_review": "{{n}} to review",
  "exam.not_started": "Not started yet",
  "exam.open": "Open",
  "exam.load_failed": "The progress could not be loaded.",
};

registerStrings({ ja: examHomeJa, en: examHomeEn });
