import { registerStrings } from "../shell/register-i18n.ts";

/** Strings shared by the free-speech kinds (picture describe, quick response): samples, recognised text. */
registerStrings({
  ja: {
    "free_speech.samples": "解答例",
    "free_speech.show_samples": "解答例を見る",
    "free_speech.hide_samples": "解答例を隠す",
    "free_speech.your_words": "あなたの発話",
    "free_speech.recognizing": "発話を文字にしています…",
    "free_speech.no_reference": "この問題には採点の基準になる英文がないため、採点できません。",
    "free_speech.skip_unscorable": "この問題をとばす",
  },
  en: {
    "free_speech.samples": "Sample answers",
    "free_speech.show_samples": "Show sample answers",
    "free_speech.hide_samples": "Hide sample answers",
    "free_speech.your_words": "What you said",
    "free_speech.recognizing": "Turning your answer into text…",
    "free_speech.no_reference":
      "This question has no reference English to score against, so it cannot be scored.",
    "free_speech.skip_unscorable": "Skip this question",
  },
});
