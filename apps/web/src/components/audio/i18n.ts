import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Strings of the shared audio player. */
registerStrings({
  ja: {
    "audio.play": "再生",
    "audio.pause": "一時停止",
    "audio.back": "{{n}}秒戻る",
    "audio.forward": "{{n}}秒進む",
    "audio.position": "再生位置",
    "audio.position_text": "{{total}} 中 {{current}}",
    "audio.seconds": "{{m}}分{{s}}秒",
    "audio.speed": "再生速度",
    "audio.unknown_length": "長さ不明",
    hint_common_sound_play_failed: "音声を再生できませんでした。",
  },
  en: {
    "audio.play": "Play",
    "audio.pause": "Pause",
    "audio.back": "Back {{n}} s",
    "audio.forward": "Forward {{n}} s",
    "audio.position": "Position",
    "audio.position_text": "{{current}} of {{total}}",
    "audio.seconds": "{{m}} min {{s}} s",
    "audio.speed": "Playback speed",
    "audio.unknown_length": "unknown length",
    hint_common_sound_play_failed: "The audio could not be played.",
  },
});
