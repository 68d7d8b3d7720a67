import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the narration player. */
registerStrings({
  ja: {
    "narration.instruction":
      "「スタート」を押すと音声が流れます。聞いたあと、「ピッ」という音に続けて内容を英語で話しましょう。",
  },
  en: {
    "narration.instruction":
      "Press Start to hear the audio. Afterwards, tell the story in English after the beep.",
  },
});
