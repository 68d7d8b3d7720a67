import type { AbsentHandle } from "@web/app/absent-routes.ts";
import { hasPreviousPage, mainPath, useGoBack } from "@web/app/go-back.ts";
import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches } from "react-router";
import "../i18n.ts";

/**
 * A spec route whose module the app does not have yet (app/absent-routes.ts): says so plainly, names the
 * module and the path, and offers the way back (the previous page when there is one, and the main page).
 * @returns the page
 */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const handle = useMatches().at(-1)?.handle as Partial<AbsentHandle> | undefined;
  const module = t(`not_available.module.${handle?.absent ?? "exam"}`);
  const title = t("not_available.title", { module });
  usePageTitle(title);
  return (
    <div className="page page-narrow" data-testid="not-available">
      <section className="card" aria-labelledby="not-available-title">
        <h1 id="not-available-title">{title}</h1>
        <p>{t("not_available.body", { path: pathname })}</p>
        <div className="not-available-actions">
          {hasPreviousPage(pathname) && (
            <Button variant="secondary" onClick={goBack} data-testid="not-available-back">
              {t("not_available.back")}
            </Button>
          )}
          <Link className="btn btn-primary" to={mainPath()} data-testid="not-available-main">
            {t("not_available.main")}
          </Link>
        </div>
      </section>
    </div>
  );
}
