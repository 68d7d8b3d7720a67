import { cleanup } from "@testing-library/react";
import { initI18n } from "@web/i18n/index.ts";
import { afterEach } from "vitest";

initI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
