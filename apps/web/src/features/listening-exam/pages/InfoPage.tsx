import { LineChart } from "@web/components/charts/LineChart.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSetLogsQuery } from "../api.ts";
import { BadLink } from "../components/BadLink.tsx";
import { FLAVOUR_TITLE, flavourOfRegion, useFlavour, useMockRoute } from "../flavour.ts";
import "../i18n.ts";
import { idOf, listeningUrls } from "../urls.ts";
import "../listening.css";

/**
 * A set's page: /college-entrance-test/parctice-info and mock-test, /high-school-entrance-exam/practice-info
 * and /tokyo/listening/parctice (?res_id). Without res_code it shows the set (parts, questions, the
 * student's scores as a chart) and two ways to start: as the test (exam mode: each audio plays as often as
 * the part allows, answers checked at the end) or in practice mode. With res_code and mode it is the
 * player, which ends on the result page.
 * @returns the page
 */
export default function InfoPage() {
  const [params] = useSearchParams();
  const resId = idOf(params.get("res_id"));
  if (resId === null) return <BadLink />;
  return params.get("res_code") ? <Play resId={resId} /> : <Info resId={resId} />;
}

function Play({ resId }: { resId: number }) {
  const { t } = useTranslation();
  const flavour = useFlavour();
  const mock = useMockRoute();
  return (
    <>
      <nav className="page lx-back">
        <Link to={listeningUrls.info(flavour, resId, mock)}>{t("lx.back_set")}</Link>
      </nav>
      <DetailsPage
        resultUrl={(resCode, guid) => listeningUrls.result(flavour, resId, resCode, guid, mock)}
        testId="lx-player"
      />
    </>
  );
}

function Info({ resId }: { resId: number }) {
  const { t, i18n } = useTranslation();
  const current = useFlavour();
  const logs = useSetLogsQuery(resId);
  const en = i18n.language.startsWith("en");
  const set = logs.data?.set;
  usePageTitle(set ? (en ? set.title_en : set.title) : t(FLAVOUR_TITLE[current]));
  if (logs.isError) return <LoadError onRetry={() => void logs.refetch()} />;
  if (!logs.data || !set) return <Skeleton />;
  const flavour = flavourOfRegion(logs.data.region_id, current);
  const mock = set.set === "mock";
  const full = logs.data.logs.filter((l) => l.mode !== "review").reverse();
  return (
    <div className="page lx-page" data-testid="lx-info" data-res-code={set.res_code}>
      <p>
        <Link to={listeningUrls.index(flavour, logs.data.region_id)}>{t("lx.back_list")}</Link>
      </p>
      <h1>{en ? set.title_en : set.title}</h1>
      <p className="muted">
        {t("lx.questions", { n: set.question_count })} ・ {t("lx.parts")}: {set.parts.join(" ")}
        {set.best_points !== null && ` ・ ${t("lx.best", { points: set.best_points, max: set.max_points })}`}
      </p>
      <div className="lx-starts">
        <Link
          className="btn btn-primary lx-start"
          to={listeningUrls.play(flavour, resId, set.res_code, "exam", mock)}
          data-testid="lx-start-exam"
        >
          <strong>{t("lx.start_exam")}</strong>
          <span>{t("lx.start_exam_lead")}</span>
        </Link>
        <Link
          className="btn btn-secondary lx-start"
          to={listeningUrls.play(flavour, resId, set.res_code, "practice", mock)}
          data-testid="lx-start-practice"
        >
          <strong>{t("lx.start_practice")}</strong>
          <span>{t("lx.start_practice_lead")}</span>
        </Link>
      </div>
      {set.review_count > 0 && (
        <p>
          <Link className="btn btn-ghost" to={listeningUrls.reviewInfo(logs.data.region_id)}>
            {t("lx.review_all", { n: set.review_count })}
          </Link>
        </p>
      )}
      <section className="card lx-history">
        <h2>{t("lx.history")}</h2>
        <LineChart
          title={t("lx.history")}
          points={full.map((l) => ({ label: formatDate(l.created_at, i18n.language), value: l.percent }))}
          max={100}
          labelHeader={t("lx.date_col")}
          valueHeader={t("lx.score")}
          format={(v) => `${Math.round(v)}%`}
          emptyText={t("lx.history_empty")}
          testId="lx-history"
        />
        {full.length > 0 && (
          <ul className="lx-logs">
            {full
              .slice()
              .reverse()
              .slice(0, 5)
              .map((l) => (
                <li key={l.log_id}>
                  <Link to={listeningUrls.result(flavour, resId, set.res_code, l.guid, mock)}>
                    {formatDate(l.created_at, i18n.language)} ・ {t(`lx.mode_${l.mode}`)} ・{" "}
                    {t("lx.points_of", { points: l.points, max: l.max_points })}
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
