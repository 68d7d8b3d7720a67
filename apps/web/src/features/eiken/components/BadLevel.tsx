import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { eikenUrls } from "../urls.ts";

/** The page shown for a link without a valid level_id: says so and leads back to the grades. */
export function BadLevel() {
  const { t } = useTranslation();
  return (
    <div className="page ek-page" data-testid="eiken-bad-level">
      <p role="alert">{t("eiken.bad_level")}</p>
      <Link className="btn btn-primary" to={eikenUrls.list()}>
        {t("eiken.back_list")}
      </Link>
    </div>
  );
}
