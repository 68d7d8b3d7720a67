import { ERROR_KEYS } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { i18n, setLanguage } from "./index.ts";
import { ja } from "./ja.ts";

describe("locales", () => {
  it("translate every error key of the contracts in both languages", () => {
    for (const key of ERROR_KEYS) {
      expect(ja[key as keyof typeof ja], `ja ${key}`).toBeTruthy();
      expect(en[key as keyof typeof en], `en ${key}`).toBeTruthy();
    }
  });

  it("have the same keys and no empty text", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
    for (const [k, v] of Object.entries(en)) expect(v.trim(), k).not.toBe("");
  });

  it("carry the spec's message keys", () => {
    for (const key of [
      "hint_common_no_active",
      "hint_common_expired",
      "layer_common_logout",
      "word_exam_time_end_tips",
    ]) {
      expect(Object.keys(ja)).toContain(key);
    }
  });

  it("switch language at runtime and remember it", () => {
    setLanguage("en");
    expect(i18n.t("layer_common_logout")).toBe("Do you want to log out?");
    expect(document.documentElement.lang).toBe("en");
    setLanguage("ja");
    expect(i18n.t("layer_common_logout")).toBe("ログアウトしますか？");
  });
});
