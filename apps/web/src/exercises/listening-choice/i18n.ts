import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of test-mode listening (played once or twice, as the exam plays it). */
registerStrings({
  ja: {
    "listening.play_once": "音声を再生（1回だけ流れます）",
    "listening.play_twice": "音声を再生（2回流れます）",
    "listening.playing_n": "{{n}} 回目を再生中（全 {{count}} 回）",
    "listening.played_all": "音声は終わりました。答えを選びましょう。",
    hint_common_sound_play_failed: "音声を再生できませんでした。",
  },
  en: {
    "listening.play_once": "Play the audio (plays once)",
    "listening.play_twice": "Play the audio (plays twice)",
    "listening.playing_n": "Playing {{n}} of {{count}}",
    "listening.played_all": "The audio has finished. Choose your answer.",
    hint_common_sound_play_failed: "The audio could not be played.",
  },
});
