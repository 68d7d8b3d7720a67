import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the pure-listening result. */
registerStrings({
  ja: { "pure_listening.done": "音声を聞きました。" },
  en: { "pure_listening.done": "You listened to the passage." },
});
