import { registerStrings } from "@web/exercises/shell/register-i18n.ts";
import { ebookEn } from "./i18n-en.ts";
import { ebookJa } from "./i18n-ja.ts";

export { ebookEn, ebookJa };

registerStrings({ ja: ebookJa, en: ebookEn });
