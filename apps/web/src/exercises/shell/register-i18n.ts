import { i18n } from "@web/i18n/index.ts";

type Strings = Record<string, string>;

/**
 * Adds a feature's own ja/en strings to the app's i18next instance (default namespace). Safe to call
 * before i18next is initialised (the bundle is added once it is) and more than once.
 * @param bundles - the Japanese and English strings, same keys
 */
export function registerStrings(bundles: { ja: Strings; en: Strings }): void {
  const add = () => {
    i18n.addResourceBundle("ja", "translation", bundles.ja, true, false);
    i18n.addResourceBundle("en", "translation", bundles.en, true, false);
  };
  if (i18n.isInitialized) add();
  else i18n.on("initialized", add);
}
