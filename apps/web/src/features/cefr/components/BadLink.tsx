import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * What a CEFR page shows when its link lacks a valid query parameter (a hand-edited or truncated URL).
 * @param props - the parameter that is missing or wrong
 * @returns the alert
 */
export function BadLink({ param }: { param: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="page" data-testid="cefr-bad-link">
      {t("cefr.bad_link", { param })}
    </p>
  );
}
