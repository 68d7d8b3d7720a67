import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useEikenLevelsQuery, useInterviewListQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { levelName } from "../format.ts";
import "../i18n.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/interview/index?level_id: a grade's interview (speaking-test) cards with the student's attempts;
 * each opens the examiner dialogue.
 * @returns the page
 */
export default function InterviewIndexPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const list = useInterviewListQuery(levelId);
  const level = useEikenLevelsQuery().data?.levels.find((l) => l.level_id === levelId);
  const title = `${level ? `${levelName(i18n.language, level)} ` : ""}${t("eiken.interview_title")}`;
  usePageTitle(title);
  if (levelId === null) return <BadLevel />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const en = i18n.language.startsWith("en");
  return (
    <div className="page ek-page" data-testid="eiken-interview-index">
      <h1>{title}</h1>
      <p className="muted">{t("eiken.interview_index_lead")}</p>
      {!list.data ? (
        <Skeleton />
      ) : list.data.cards.length === 0 ? (
        <p className="notice-box">{t("eiken.no_interview")}</p>
      ) : (
        <ul className="card ek-sets">
          {list.data.cards.map((c) => (
            <li
              key={c.card_id}
              className="ek-set"
              data-testid="ek-interview-card-row"
              data-res-code={c.res_code}
            >
              <div className="ek-set-main">
                <span className="ek-set-title">{en ? c.title_en : c.title}</span>
                <span className="muted ek-small">
                  {t("eiken.set_questions", { count: c.questions })}
                  {c.learn_count > 0
                    ? ` · ${t("eiken.set_best", { score: c.best_score, n: c.learn_count })}`
                    : ""}
                </span>
              </div>
              <Link
                className="btn btn-primary"
                to={eikenUrls.interview(levelId, c.res_code)}
                data-testid="ek-interview-open"
              >
                {t("eiken.interview_open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
