import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the single-reading player (the audio's label and the language switch). */
registerStrings({
  ja: {
    "single_reading.instruction": "音声を聞いて（戻したり進めたりできます）、文を声に出して読みましょう。",
    "single_reading.audio": "お手本の音声",
    "single_reading.language": "表示する言語",
    "single_reading.english": "英語",
    "single_reading.japanese": "日本語",
  },
  en: {
    "single_reading.instruction": "Listen (seek back or forward as you like), then read the sentence aloud.",
    "single_reading.audio": "Model audio",
    "single_reading.language": "Language shown",
    "single_reading.english": "English",
    "single_reading.japanese": "Japanese",
  },
});
