import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCefrResourcesQuery } from "../api.ts";
import { BadLink } from "../components/BadLink.tsx";
import { TestLogList } from "../components/TestLogList.tsx";
import { byLang, parseLevel, SKILLS, typeName } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps/details?level=: what the step tests (its points grouped by skill), its can-do, and the student's
 * tests at that step.
 * @returns the page
 */
export default function CefrDetailsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const level = parseLevel(params.get("level"));
  usePageTitle(level ?? t("cefr.title"));
  const res = useCefrResourcesQuery(level);
  if (level === null) return <BadLink param="level" />;
  const data = res.data;
  return (
    <div className="page cefr-page" data-testid="cefr-details">
      <h1>{t("cefr.details_title", { level })}</h1>
      {res.isError && <LoadError onRetry={() => void res.refetch()} />}
      {res.isPending && <Skeleton />}
      {data && (
        <>
          <section className="card">
            <h2 className="cefr-step-title-lg">{byLang(i18n.language, data.title, data.title_en)}</h2>
            <p>
              <span className="cefr-label">{t("cefr.can_do")}</span>
              <br />
              {byLang(i18n.language, data.can_do, data.can_do_en)}
            </p>
          </section>
          <section className="card" aria-labelledby="cefr-points-h">
            <h2 id="cefr-points-h">{t("cefr.points")}</h2>
            {data.resources.length === 0 && <p className="muted">{t("cefr.no_resources")}</p>}
            {SKILLS.map((skill) => {
              const list = data.resources.filter((r) => r.skill === skill);
              if (list.length === 0) return null;
              return (
                <div key={skill} className="cefr-skill-group" data-testid={`cefr-skill-${skill}`}>
                  <h3>{t(`cefr.skill.${skill}`)}</h3>
                  <ul className="cefr-points">
                    {list.map((r) => (
                      <li key={r.res_code}>
                        <span>{r.point}</span>
                        <span className="muted">
                          {" "}
                          · {typeName(i18n.language, r.cefr_type)} ·{" "}
                          {t("cefr.items_n", { count: r.item_count })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        </>
      )}
      <section className="card" aria-labelledby="cefr-here-h">
        <h2 id="cefr-here-h">{t("cefr.your_tests")}</h2>
        <TestLogList level={level} resultUrl={cefrUrls.detailsResult} />
      </section>
      <Link className="btn btn-secondary" to={cefrUrls.map()}>
        {t("cefr.to_map")}
      </Link>
    </div>
  );
}
