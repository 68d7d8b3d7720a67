import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** The home screen's quick link to the phonogram area (spec: a named home target "phonetics"). */
export const phonogramQuickLink = { to: "/phonogram/list", key: "phon.quick_link", icon: "bulb" } as const;

registerStrings({ ja: { "phon.quick_link": "発音記号" }, en: { "phon.quick_link": "Phonics" } });
