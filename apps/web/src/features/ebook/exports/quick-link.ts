import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/**
 * The home screen's quick link to the e-books (spec: a named home target "ebook"). Only this object and
 * one string load with home; the e-book screens stay in their own chunks.
 */
export const ebookQuickLink = { to: "/ebook/index", key: "eb.quick_link", icon: "book" } as const;

registerStrings({ ja: { "eb.quick_link": "多読・多聴" }, en: { "eb.quick_link": "Reading" } });
