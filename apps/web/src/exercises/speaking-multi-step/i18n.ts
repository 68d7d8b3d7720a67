import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the speaking multi-step player. */
registerStrings({
  ja: {
    "speaking.instruction": "「スタート」を押すと、音声・準備時間・録音の順に進みます。",
  },
  en: {
    "speaking.instruction": "Press Start: the audio, the preparation time and the recording follow in turn.",
  },
});
