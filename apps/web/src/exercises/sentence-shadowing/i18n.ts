import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the sentence-shadowing player (Japanese first, English UI second). */
registerStrings({
  ja: {
    "sentence_shadowing.instruction":
      "「スタート」を押すと 3 秒後にお手本が流れます。お手本が終わったら、まねして言いましょう。録音は自動で始まります。",
    "sentence_shadowing.start": "スタート",
    "sentence_shadowing.listening": "お手本を聞いています…",
    "sentence_shadowing.your_turn": "どうぞ、まねして言いましょう。",
    "sentence_shadowing.play_model": "お手本を聞く",
    "sentence_shadowing.subtitle_off": "字幕はオフです。音声をよく聞きましょう。",
    hint_common_sound_play_failed: "音声を再生できませんでした。",
  },
  en: {
    "sentence_shadowing.instruction":
      "Press Start: the model plays after 3 seconds. When it ends, say the sentence the same way. Recording starts by itself.",
    "sentence_shadowing.start": "Start",
    "sentence_shadowing.listening": "Listening to the model…",
    "sentence_shadowing.your_turn": "Your turn: say it like the model.",
    "sentence_shadowing.play_model": "Play the model",
    "sentence_shadowing.subtitle_off": "Subtitles are off. Listen carefully.",
    hint_common_sound_play_failed: "The audio could not be played.",
  },
});
