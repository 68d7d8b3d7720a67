import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** A home quick link to custom reading (spec: custom reading, a module of the student app). */
export const customReadingQuickLink = { to: "/custom-reading", key: "cr.quick_link", icon: "mic" } as const;

registerStrings({ ja: { "cr.quick_link": "自分で作る音読" }, en: { "cr.quick_link": "My reading texts" } });
