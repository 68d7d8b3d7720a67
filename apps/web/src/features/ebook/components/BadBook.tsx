import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ebookUrls } from "../urls.ts";

/** @returns the notice for a link naming no book of the library, with the way to the library */
export function BadBook() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <div className="notice-box" role="alert" data-testid="eb-bad-book">
        <p>{t("eb.bad_book")}</p>
        <Link to={ebookUrls.list()}>{t("eb.list.title")}</Link>
      </div>
    </div>
  );
}
