import { CLIENT_BUILD, CLIENT_VERSION } from "@hibiki/contracts";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProtocolsQuery } from "../api.ts";
import { appUrls } from "../routes.tsx";

/**
 * /about: what Hibiki is, the app version and links to every protocol document.
 * @returns the page
 */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t("about.title"));
  const protocols = useProtocolsQuery();
  return (
    <div className="page page-narrow">
      <h1>{t("about.title")}</h1>
      <section className="card">
        <p>{t("about.lead")}</p>
        <p className="muted" data-testid="about-version">
          {t("common.version", { version: `${CLIENT_VERSION} (${CLIENT_BUILD})` })}
        </p>
      </section>
      <section className="card" aria-labelledby="docs-title">
        <h2 id="docs-title">{t("about.documents")}</h2>
        {protocols.isPending && <Skeleton lines={3} />}
        <ul className="link-list">
          {protocols.data?.docs.map((d) => (
            <li key={d.type}>
              <Link className="link-row" to={appUrls.aboutDetails(d.type)}>
                {d.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
