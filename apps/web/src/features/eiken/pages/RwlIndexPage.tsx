import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useEikenLevelsQuery, useNextResourcesQuery, usePracticeListQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { ExamSuggestion } from "../components/ExamSuggestion.tsx";
import { PracticeSections } from "../components/PracticeSections.tsx";
import { levelName } from "../format.ts";
import "../i18n.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/rwl/index?level_id: a grade's first-stage practice: one set per item family (reading, writing,
 * listening), played with feedback (paper mode), with the set suggested next on top; the review of wrong
 * items and the mock parts are linked.
 * @returns the page
 */
export default function RwlIndexPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const list = usePracticeListQuery(levelId, "practice");
  const suggestion = useNextResourcesQuery(levelId, "suggest_exam").data?.list.find((n) => n.exam)?.exam;
  const level = useEikenLevelsQuery().data?.levels.find((l) => l.level_id === levelId);
  const title = `${level ? `${levelName(i18n.language, level)} ` : ""}${t("eiken.rwl_title")}`;
  usePageTitle(title);
  if (levelId === null) return <BadLevel />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const wrong =
    list.data?.sections.reduce(
      (n, s) => n + s.resources.filter((r) => r.wrong_question_ids.length).length,
      0,
    ) ?? 0;
  return (
    <div className="page ek-page" data-testid="eiken-rwl">
      <h1>{title}</h1>
      <p className="muted">{t("eiken.rwl_lead")}</p>
      <div className="ek-actions">
        <Link className="btn btn-ghost" to={eikenUrls.reviewStartup(levelId)} data-testid="ek-review-link">
          {t("eiken.review_title")}
          {wrong > 0 && <span className="badge">{wrong}</span>}
        </Link>
        <Link className="btn btn-ghost" to={eikenUrls.examParts(levelId)}>
          {t("eiken.exam_parts_title")}
        </Link>
      </div>
      {suggestion && <ExamSuggestion levelId={levelId} exam={suggestion} />}
      {!list.data ? (
        <Skeleton />
      ) : list.data.sections.every((s) => s.resources.length === 0) ? (
        <p className="notice-box">{t("eiken.no_practice")}</p>
      ) : (
        <PracticeSections
          sections={list.data.sections}
          linkOf={(res) => eikenUrls.rwlPractice(levelId, res)}
          linkLabel={t("eiken.practise")}
        />
      )}
    </div>
  );
}
