import { registerStrings } from "@web/exercises/shell/register-i18n.ts";
import { teacherEn } from "./i18n-en.ts";
import { teacherJa } from "./i18n-ja.ts";

// Imported for its effect by the console's layout and login page: the console's strings join the app's
// i18next instance (Japanese first, English with the same keys; the type of teacherEn enforces that).
registerStrings({ ja: teacherJa, en: teacherEn });
