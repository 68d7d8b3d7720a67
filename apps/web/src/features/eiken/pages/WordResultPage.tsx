import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useGuidLogsQuery, useNextResourcesQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { suggestionUrl } from "../components/ExamSuggestion.tsx";
import "../i18n.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/wordlearning/practice/result and /eiken/wordtraining/practice/result (?level_id, guid): a
 * session's score, each word with the exercise, the answer and the word's mastery now, and what to study
 * next (eiken/suggest/next/res/list).
 * @returns the page
 */
export default function WordResultPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("eiken.result_title"));
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const guid = params.get("guid");
  const logs = useGuidLogsQuery(levelId, guid);
  const next = useNextResourcesQuery(levelId);
  if (levelId === null || !guid) return <BadLevel />;
  if (logs.isError) return <LoadError onRetry={() => void logs.refetch()} />;
  const data = logs.data;
  return (
    <div className="page ek-page" data-testid="ek-result">
      <h1>{t("eiken.result_title")}</h1>
      {!data ? (
        <Skeleton />
      ) : (
        <>
          <section className="card ek-hero">
            <p className="ek-score" data-testid="ek-score">
              {data.percent}
              <span className="ek-score-unit">%</span>
            </p>
            <p data-testid="ek-summary">
              {t("eiken.result_summary", { right: data.right_count, count: data.total })}
            </p>
            {data.answered < data.total && (
              <p className="muted">{t("eiken.result_unanswered", { count: data.total - data.answered })}</p>
            )}
          </section>
          <section className="card" aria-labelledby="ek-res-h">
            <h2 id="ek-res-h" className="sr-only">
              {t("eiken.word_list")}
            </h2>
            <ol className="ek-words">
              {data.items.map((i) => (
                <li
                  key={i.question_id}
                  className="ek-word-row"
                  data-testid="ek-result-row"
                  data-right={i.is_right}
                  data-answered={i.answered}
                >
                  <span className={`ek-mark ek-mark-${i.is_right ? "right" : "wrong"}`} aria-hidden="true">
                    {i.is_right ? "○" : "×"}
                  </span>
                  <span className="sr-only">{i.is_right ? t("eiken.right") : t("eiken.wrong")}</span>
                  <span className="ek-word-en" lang="en">
                    {i.card.word}
                  </span>
                  <span className="ek-word-ja">{i.card.ja}</span>
                  <span className="muted ek-small">{t(`eiken.type.${i.test_type}`)}</span>
                  {!i.is_right && i.answer_text && (
                    <span className="muted ek-small">
                      {t("eiken.your_answer", { answer: i.answer_text })}
                    </span>
                  )}
                  {i.percent_score !== null && (
                    <span className="muted ek-small">
                      {t("eiken.reading_score", { score: Math.round(i.percent_score) })}
                    </span>
                  )}
                  <span className={`ek-chip ek-chip-${i.mastery.replace(" ", "-")}`}>
                    {t(`eiken.mastery.${i.mastery}`)}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
      <section className="card" aria-labelledby="ek-next-h">
        <h2 id="ek-next-h">{t("eiken.what_next")}</h2>
        <ul className="link-list">
          {(next.data?.list ?? []).map((n) =>
            n.exam ? (
              <li key="exam">
                <Link className="link-row" to={suggestionUrl(levelId, n.exam)} data-testid="ek-next-exam">
                  <span className="notice-title">
                    {t("eiken.next_exam", {
                      section: i18n.language.startsWith("en") ? n.exam.section_name_en : n.exam.section_name,
                    })}
                  </span>
                  {n.recommended === 1 && <span className="badge">{t("eiken.recommended")}</span>}
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ) : n.mode ? (
              <li key={n.mode}>
                <Link
                  className="link-row"
                  to={
                    n.count > 0
                      ? eikenUrls.wordPractice(n.mode, levelId)
                      : eikenUrls.wordIndex(n.mode, levelId)
                  }
                  data-testid={`ek-next-${n.mode}`}
                >
                  <span className="notice-title">
                    {n.mode === "training"
                      ? t("eiken.next_training", { count: n.count })
                      : t("eiken.next_learning", { count: n.count })}
                  </span>
                  {n.recommended === 1 && <span className="badge">{t("eiken.recommended")}</span>}
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ) : null,
          )}
          <li>
            <Link className="link-row" to={eikenUrls.list()} data-testid="ek-back-list">
              <span className="notice-title">{t("eiken.back_list")}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
