import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

// The pen badge's own strings: the shell shows it on every page, so it does not load the dictionary's bundle.
registerStrings({
  ja: { "dict.pen_badge": "ペン", "dict.pen_badge_label": "辞書ペンはオンです。押すとオフにします" },
  en: { "dict.pen_badge": "Pen", "dict.pen_badge_label": "The dictionary pen is on. Press to turn it off" },
});
