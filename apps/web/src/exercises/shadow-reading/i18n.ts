import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the shadow-reading player. */
registerStrings({
  ja: {
    "shadow.instruction": "「スタート」を押すと 3 秒後にお手本が流れます。聞いたあと、録音が始まります。",
    "shadow.start": "スタート",
    "shadow.listening": "お手本を聞いています…",
  },
  en: {
    "shadow.instruction": "Press Start: the model audio plays after 3 seconds, then recording starts.",
    "shadow.start": "Start",
    "shadow.listening": "Listening to the model…",
  },
});
