import type { SkillupResource } from "@hibiki/contracts";
import { displayPercent, KIND_INFO } from "@hibiki/exercises";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { Icon } from "@web/components/Icon.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useSkillupListQuery } from "../api.ts";
import { Meter } from "../components/Meter.tsx";
import { ResourceRow } from "../components/ResourceRow.tsx";
import { SkillupIcon } from "../components/SkillupIcon.tsx";
import "../i18n.ts";
import "../skillup.css";
import { skillupUrls } from "../routes.tsx";

const TYPE_PATTERN = /^[a-z0-9-]{1,50}$/;

/**
 * Groups resources by exercise kind, kinds in order of first appearance, resources in list order.
 * @param resources - the type's resources in order
 * @returns [kind, resources] pairs
 */
export function groupByKind(resources: readonly SkillupResource[]) {
  const groups = new Map<SkillupResource["kind"], SkillupResource[]>();
  for (const r of resources) groups.set(r.kind, [...(groups.get(r.kind) ?? []), r]);
  return [...groups.entries()];
}

/** Summary of a type's list: done count, progress bar and the chart of best scores. */
function ListSummary({ resources, en }: { resources: readonly SkillupResource[]; en: boolean }) {
  const { t } = useTranslation();
  const done = resources.filter((r) => r.is_completed);
  const percent = resources.length === 0 ? 0 : (done.length / resources.length) * 100;
  return (
    <section className="card su-summary" aria-label={t("skillup.chart_title")}>
      <p className="su-summary-line">
        <span>{t("skillup.practised", { done: done.length, total: resources.length })}</span>
      </p>
      <Meter percent={percent} label={t("skillup.progress", { percent: Math.floor(percent) })} />
      <BarChart
        title={t("skillup.chart_title")}
        points={done.map((r) => ({
          label: en ? r.res_title_en : r.res_title,
          value: displayPercent(r.best_score),
        }))}
        max={100}
        labelHeader={t("skillup.chart_label")}
        valueHeader={t("skillup.chart_value")}
        emptyText={t("skillup.chart_empty")}
        testId="skillup-chart"
      />
    </section>
  );
}

/**
 * /skillup/list/:type: the type's resources grouped by exercise kind, with the student's learn count, best
 * score and last practice, a progress bar and a chart of best scores.
 * @returns the page
 */
export default function SkillupListPage() {
  const { t, i18n } = useTranslation();
  const type = useParams().type ?? "";
  const valid = TYPE_PATTERN.test(type);
  const list = useSkillupListQuery(valid ? type : "");
  const en = i18n.language === "en";
  const title = list.data ? (en ? list.data.type.title_en : list.data.type.title) : t("skillup.title");
  usePageTitle(title);
  const back = (
    <nav className="su-back">
      <Link to={skillupUrls.index()} data-testid="skillup-back">
        <Icon name="back" size={16} />
        {t("skillup.back_to_index")}
      </Link>
    </nav>
  );
  if (!valid) return <p role="alert">{t("skillup.bad_link", { what: "type" })}</p>;
  if (list.error instanceof NotFoundError) {
    return (
      <div className="page su-page" data-testid="skillup-list-page">
        <p role="alert">{t("skillup.not_found", { type })}</p>
        {back}
      </div>
    );
  }
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spinner />;
  const { resources } = list.data;
  const description = en ? list.data.type.description_en : list.data.type.description;
  return (
    <div className="page su-page" data-testid="skillup-list-page">
      {back}
      <header className="su-list-head">
        <span className="su-icon">
          <SkillupIcon type={list.data.type.type} />
        </span>
        <h1>{title}</h1>
      </header>
      {description && <p className="muted">{description}</p>}
      {resources.length === 0 ? (
        <p className="muted" data-testid="skillup-empty">
          {t("skillup.empty_list")}
        </p>
      ) : (
        <>
          <ListSummary resources={resources} en={en} />
          {groupByKind(resources).map(([kind, items]) => (
            <section key={kind} className="su-group" aria-labelledby={`su-kind-${kind}`}>
              <h2 id={`su-kind-${kind}`}>{en ? KIND_INFO[kind].label_en : KIND_INFO[kind].label_ja}</h2>
              <ul className="su-list">
                {items.map((r) => (
                  <ResourceRow key={r.res_code} res={r} type={type} en={en} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
