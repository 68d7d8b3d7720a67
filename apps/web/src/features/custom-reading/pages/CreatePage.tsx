import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { CreateForm } from "../components/CreateForm.tsx";
import "../i18n.ts";
import { customReadingUrls } from "../urls.ts";
import "../custom-reading.css";

/**
 * /custom-reading/create: the form of a new text; once saved, the student goes on to practise it.
 * @returns the page
 */
export default function CreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t("cr.create_title"));
  return (
    <div className="page cr-page" data-testid="cr-create">
      <Link className="cr-back" to={customReadingUrls.list()}>
        {t("cr.back_list")}
      </Link>
      <h1>{t("cr.create_title")}</h1>
      <p className="muted">{t("cr.lead")}</p>
      <CreateForm onCreated={(text) => navigate(customReadingUrls.detail(text.text_id), { replace: true })} />
    </div>
  );
}
