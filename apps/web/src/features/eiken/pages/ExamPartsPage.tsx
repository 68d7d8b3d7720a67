import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useEikenLevelsQuery, usePracticeListQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { PracticeSections } from "../components/PracticeSections.tsx";
import { levelName } from "../format.ts";
import "../i18n.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/practice?level_id: the mock test's parts one by one, in test mode (no feedback until the
 * result), for a student who wants one part of the paper before the full mock test.
 * @returns the page
 */
export default function ExamPartsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const list = usePracticeListQuery(levelId, "mock");
  const level = useEikenLevelsQuery().data?.levels.find((l) => l.level_id === levelId);
  const title = `${level ? `${levelName(i18n.language, level)} ` : ""}${t("eiken.exam_parts_title")}`;
  usePageTitle(title);
  if (levelId === null) return <BadLevel />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return (
    <div className="page ek-page" data-testid="eiken-exam-parts">
      <h1>{title}</h1>
      <p className="muted">{t("eiken.exam_parts_lead")}</p>
      <div className="ek-actions">
        <Link className="btn btn-primary" to={eikenUrls.challenge(levelId)} data-testid="ek-challenge-link">
          {t("eiken.challenge_title")}
        </Link>
      </div>
      {!list.data ? (
        <Skeleton />
      ) : list.data.sections.every((s) => s.resources.length === 0) ? (
        <p className="notice-box">{t("eiken.no_mock")}</p>
      ) : (
        <PracticeSections
          sections={list.data.sections}
          linkOf={(res) => eikenUrls.examPart(levelId, res)}
          linkLabel={t("eiken.take_part")}
        />
      )}
    </div>
  );
}
