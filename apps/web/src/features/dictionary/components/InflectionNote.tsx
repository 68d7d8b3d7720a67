import type { DictionaryInflection } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * "went is the past tense of go": shown when the looked-up form is an inflection of the headword.
 * @param props - the inflection, if any
 * @returns the note, or nothing
 */
export function InflectionNote({ inflection }: { inflection: DictionaryInflection | undefined }) {
  const { t } = useTranslation();
  if (!inflection) return null;
  return (
    <p className="dict-inflection" data-testid="dict-inflection">
      {t("dict.inflection", {
        form: inflection.form,
        base: inflection.base,
        kind: t(`dict.kind.${inflection.kind}`),
      })}
    </p>
  );
}
