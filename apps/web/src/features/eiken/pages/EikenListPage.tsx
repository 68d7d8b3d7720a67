import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEikenLevelsQuery } from "../api.ts";
import { ClassTraining } from "../components/ClassTraining.tsx";
import { MasteryBar } from "../components/MasteryBar.tsx";
import { levelName } from "../format.ts";
import "../i18n.ts";
import { eikenUrls } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/eikenList (the eikenIndex tab): the six grades, each with its words' mastery, the words due for
 * review, and the ways in: word learning and word training, practice by question type and the mock test.
 * @returns the page
 */
export default function EikenListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("eiken.title"));
  const levels = useEikenLevelsQuery();
  if (levels.isError) return <LoadError onRetry={() => void levels.refetch()} />;
  return (
    <div className="page ek-page" data-testid="eiken-list">
      <h1>{t("eiken.title")}</h1>
      <p className="muted">{t("eiken.lead")}</p>
      <ClassTraining />
      {!levels.data ? (
        <Skeleton />
      ) : (
        <ul className="ek-grades">
          {levels.data.levels.map((l) => {
            const name = levelName(i18n.language, l);
            return (
              <li key={l.level_id} className="card ek-grade" data-testid={`eiken-grade-${l.grade}`}>
                <div className="ek-grade-head">
                  <h2>{name}</h2>
                  <span className="muted">{t("eiken.cefr", { cefr: l.cefr })}</span>
                  {l.due_count > 0 && (
                    <span className="badge" data-testid="eiken-due">
                      {t("eiken.due_badge", { count: l.due_count })}
                    </span>
                  )}
                </div>
                {l.word_count === 0 ? (
                  <p className="muted">{t("eiken.no_words")}</p>
                ) : (
                  <>
                    <p className="ek-grade-count">
                      {t("eiken.mastered_of", { n: l.mastery.mastered, count: l.word_count })}
                    </p>
                    <MasteryBar counts={l.mastery} label={t("eiken.progress_label", { name })} />
                    <div className="ek-actions">
                      <Link
                        className="btn btn-primary"
                        to={eikenUrls.wordIndex("learning", l.level_id)}
                        data-testid="eiken-link-learning"
                      >
                        {t("eiken.word_learning")}
                      </Link>
                      <Link
                        className="btn btn-secondary"
                        to={eikenUrls.wordIndex("training", l.level_id)}
                        data-testid="eiken-link-training"
                      >
                        {t("eiken.word_training")}
                      </Link>
                    </div>
                  </>
                )}
                <div className="ek-actions">
                  <Link
                    className="btn btn-secondary"
                    to={eikenUrls.rwl(l.level_id)}
                    data-testid="eiken-link-rwl"
                  >
                    {t("eiken.rwl_title")}
                  </Link>
                  <Link
                    className="btn btn-secondary"
                    to={eikenUrls.challenge(l.level_id)}
                    data-testid="eiken-link-challenge"
                  >
                    {t("eiken.challenge_title")}
                  </Link>
                  {l.interview_count > 0 && (
                    <Link
                      className="btn btn-secondary"
                      to={eikenUrls.interviewIndex(l.level_id)}
                      data-testid="eiken-link-interview"
                    >
                      {t("eiken.interview_title")}
                    </Link>
                  )}
                </div>
                {l.last_studied_at && (
                  <p className="muted ek-small">
                    {t("eiken.last_studied", {
                      date: new Date(l.last_studied_at).toLocaleDateString(i18n.language),
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
