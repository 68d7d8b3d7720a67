import { useTranslation } from "react-i18next";

/** The alert of a page whose link names no set. */
export function BadLink() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <p className="notice-box" role="alert" data-testid="lx-bad-link">
        {t("lx.bad_link")}
      </p>
    </div>
  );
}
