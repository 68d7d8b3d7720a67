import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIntroduceQuery } from "../api.ts";
import "../i18n.ts";
import "../dictionary.css";
import { dictionaryUrls } from "../urls.ts";

/**
 * /dictionary/about: each data source of the dictionary (introduce) with what it gives, its licence, a
 * link to where it is published and its entry count, the counts also drawn as bars.
 * @returns the page
 */
export default function DictionaryAboutPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("dict.about_title"));
  const intro = useIntroduceQuery();
  const sources = intro.data?.sources ?? [];
  const most = Math.max(1, ...sources.map((s) => s.entries));
  const number = (n: number) => n.toLocaleString(i18n.language === "en" ? "en-GB" : "ja-JP");
  return (
    <div className="page dict-page" data-testid="dict-about">
      <p>
        <Link to={dictionaryUrls.index()}>{t("dict.back_index")}</Link>
      </p>
      <h1>{t("dict.about_title")}</h1>
      <p>{t("dict.about_lead")}</p>
      {intro.isPending && <Skeleton lines={6} />}
      {intro.isError && <LoadError onRetry={() => void intro.refetch()} />}
      {intro.data && (
        <>
          <p data-testid="dict-about-total">
            {t("dict.about_total", { n: number(intro.data.total_entries) })}
          </p>
          <figure className="card dict-bars">
            <figcaption>{t("dict.about_chart")}</figcaption>
            {sources.map((s) => (
              <div key={s.name} className="dict-bar-row">
                <span className="dict-bar-name">{s.name}</span>
                <span className="dict-bar-track" aria-hidden="true">
                  <span className="dict-bar" style={{ width: `${(100 * s.entries) / most}%` }} />
                </span>
                <span className="dict-bar-value">{t("dict.about_entries", { n: number(s.entries) })}</span>
              </div>
            ))}
          </figure>
          <ul className="dict-sources">
            {sources.map((s) => (
              <li key={s.name} className="card" data-testid="dict-source">
                <h2>{s.name}</h2>
                <p>{i18n.language === "en" ? s.description_en : s.description_ja}</p>
                <dl className="dict-source-facts">
                  <dt>{t("dict.about_licence")}</dt>
                  <dd data-testid="dict-source-licence">{s.licence}</dd>
                  <dt>{t("dict.about_site")}</dt>
                  <dd>
                    {/^https?:\/\//.test(s.url) ? (
                      <a href={s.url} target="_blank" rel="noopener noreferrer">
                        {s.url}
                      </a>
                    ) : (
                      s.url
                    )}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
