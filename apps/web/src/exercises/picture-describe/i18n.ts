import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the picture-describe player and result (Japanese first, English UI second). */
registerStrings({
  ja: {
    "picture_describe.instruction":
      "絵を見て、英語で説明しましょう。準備ができたら「録音する」を押してください。",
    "picture_describe.picture": "説明する絵",
    "picture_describe.time_limit": "録音できる時間：{{seconds}} 秒まで",
  },
  en: {
    "picture_describe.instruction":
      "Look at the picture and describe it in English. Press Record when you are ready.",
    "picture_describe.picture": "Picture to describe",
    "picture_describe.time_limit": "You can record for up to {{seconds}} seconds.",
  },
});
