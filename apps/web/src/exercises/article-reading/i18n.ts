import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the article-reading player and result. */
registerStrings({
  ja: {
    "article.choose_mode": "読み方を選んでください。",
    "article.mode_full": "全文を通して読む",
    "article.mode_sentence": "一文ずつ読む",
    "article.instruction_full": "全文を声に出して読み、録音しましょう。",
    "article.instruction_sentence": "文を声に出して読みましょう。",
    "article.countdown": "{{n}}",
    "article.copying": "全文の録音を保存しています…",
    "article.chapter_total": "総合得点",
    "article.feedback_faster": "読む速さ：1 分間に {{wpm}} 語（平均より速い）",
    "article.feedback_average": "読む速さ：1 分間に {{wpm}} 語（平均的な速さ）",
    "article.feedback_slower": "読む速さ：1 分間に {{wpm}} 語（平均より遅い）",
    "article.feedback_read_more": "採点するには、少なくとも本文の半分を読んでください。",
    "article.play_all": "録音を続けて再生",
    "article.pause_all": "一時停止",
    "article.resume_all": "再開",
  },
  en: {
    "article.choose_mode": "Choose how to read.",
    "article.mode_full": "Read the whole text",
    "article.mode_sentence": "Read sentence by sentence",
    "article.instruction_full": "Read the whole text aloud and record it.",
    "article.instruction_sentence": "Read the sentence aloud.",
    "article.countdown": "{{n}}",
    "article.copying": "Saving the whole-text recording…",
    "article.chapter_total": "Overall score",
    "article.feedback_faster": "Reading speed: {{wpm}} words per minute (faster than average)",
    "article.feedback_average": "Reading speed: {{wpm}} words per minute (average speed)",
    "article.feedback_slower": "Reading speed: {{wpm}} words per minute (slower than average)",
    "article.feedback_read_more": "Read at least half of the text so that it can be scored.",
    "article.play_all": "Play my recordings in order",
    "article.pause_all": "Pause",
    "article.resume_all": "Resume",
  },
});
