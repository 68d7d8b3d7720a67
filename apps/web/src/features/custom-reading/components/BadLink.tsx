import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { customReadingUrls } from "../urls.ts";

/**
 * What a text's or reading's page shows for a link with a bad or unknown id (another student's, or
 * deleted): why, and the way back to the list.
 * @param props - the i18n key of the message
 * @returns the page body
 */
export function BadLink({ messageKey }: { messageKey: "cr.bad_link" | "cr.bad_result_link" }) {
  const { t } = useTranslation();
  return (
    <div className="page cr-page">
      <p role="alert" data-testid="cr-bad-link">
        {t(messageKey)}
      </p>
      <Link to={customReadingUrls.list()}>{t("cr.back_list")}</Link>
    </div>
  );
}
