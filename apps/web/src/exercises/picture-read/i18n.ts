import { registerStrings } from "../shell/register-i18n.ts";

/** Strings of the picture-read player (Japanese first, English UI second). */
registerStrings({
  ja: {
    "picture_read.instruction": "絵を見て、英語を声に出して読みましょう。",
    "picture_read.picture": "絵",
  },
  en: {
    "picture_read.instruction": "Look at the picture and read the English aloud.",
    "picture_read.picture": "Picture",
  },
});
