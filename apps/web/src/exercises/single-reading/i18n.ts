import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the single-reading player (seek controls and the language switch). */
registerStrings({
  ja: {
    "single_reading.instruction": "音声を聞いて（戻したり進めたりできます）、文を声に出して読みましょう。",
    "single_reading.play": "再生",
    "single_reading.pause": "一時停止",
    "single_reading.back": "1 秒戻す",
    "single_reading.forward": "1 秒進める",
    "single_reading.position": "再生位置",
    "single_reading.language": "表示する言語",
    "single_reading.english": "英語",
    "single_reading.japanese": "日本語",
  },
  en: {
    "single_reading.instruction": "Listen (seek back or forward as you like), then read the sentence aloud.",
    "single_reading.play": "Play",
    "single_reading.pause": "Pause",
    "single_reading.back": "Back 1 s",
    "single_reading.forward": "Forward 1 s",
    "single_reading.position": "Position",
    "single_reading.language": "Language shown",
    "single_reading.english": "English",
    "single_reading.japanese": "Japanese",
  },
});
