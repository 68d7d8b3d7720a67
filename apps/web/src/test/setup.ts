import { cleanup } from "@testing-library/react";
import { initI18n, loadLanguage } from "@web/i18n/index.ts";
import { afterEach } from "vitest";

initI18n();
// English is a lazy chunk in the app; tests switch to it synchronously.
await loadLanguage("en");

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
