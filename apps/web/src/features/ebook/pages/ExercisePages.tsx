import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { ResultPage } from "@web/features/textbook/exports/result-page.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useExerciseInfoQuery } from "../api.ts";
import { BadBook } from "../components/BadBook.tsx";
import "../i18n.ts";
import { bookIdOf, ebookUrls } from "../urls.ts";
import "../ebook.css";

function BackToBook({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  return (
    <nav className="page eb-back">
      <Link to={ebookUrls.details(bookId)} data-testid="eb-exercise-back">
        ‹ {t("eb.read.back")}
      </Link>
    </nav>
  );
}

/** The exercise's intro: questions, best score, earlier results and the start. */
function ExerciseIntro({ bookId }: { bookId: string }) {
  const { t, i18n } = useTranslation();
  const info = useExerciseInfoQuery(bookId);
  usePageTitle(t("eb.exercise.title"));
  if (info.isError && info.error instanceof NotFoundError) return <BadBook />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  if (!info.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={5} />
      </div>
    );
  const d = info.data;
  return (
    <div className="page eb-exercise" data-testid="eb-exercise-info">
      <nav className="eb-back">
        <Link to={ebookUrls.details(bookId)}>‹ {t("eb.read.back")}</Link>
      </nav>
      <h1>{t("eb.exercise.title")}</h1>
      <div className="card eb-exercise-head">
        <img className="eb-cover" src={d.cover} alt="" width={120} height={168} />
        <div>
          <h2 lang="en">{d.title}</h2>
          <p className="muted">{d.title_ja}</p>
          <p>{t("eb.exercise.lead", { count: d.question_count })}</p>
          <p className="muted">
            {d.best_percent === null
              ? t("eb.exercise.untried")
              : t("eb.exercise.best", { percent: Math.round(d.best_percent), count: d.results.length })}
          </p>
          <Link
            className="btn btn-primary"
            to={ebookUrls.exercisePlay(bookId, d.res_code)}
            data-testid="eb-exercise-start"
          >
            {t(d.results.length ? "eb.exercise.again" : "eb.exercise.start")}
          </Link>
        </div>
      </div>
      {d.results.length > 0 && (
        <section aria-labelledby="eb-ex-results">
          <h2 id="eb-ex-results">{t("eb.exercise.results")}</h2>
          <ul className="eb-rows">
            {d.results.map((r) => (
              <li key={r.guid} data-testid="eb-exercise-result">
                <Link to={ebookUrls.exerciseResult(bookId, d.res_code, r.guid)}>
                  {t("eb.exercise.result_row", {
                    date: formatDate(r.answered_at, i18n.language),
                    right: r.right,
                    total: r.total,
                    percent: Math.round(r.percent_score),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * /ebook/exercise/info?book_id=: the exercise's intro; with res_code (the start link) the questions in the
 * textbook player, whose result opens /ebook/exercise/result/.
 * @returns the page
 */
export function ExerciseInfoPage() {
  const [params] = useSearchParams();
  const bookId = bookIdOf(params.get("book_id"));
  if (!bookId) return <BadBook />;
  if (!params.get("res_code")) return <ExerciseIntro bookId={bookId} />;
  return (
    <>
      <BackToBook bookId={bookId} />
      <DetailsPage
        resultUrl={(resCode, guid) => ebookUrls.exerciseResult(bookId, resCode, guid)}
        testId="eb-exercise-player"
      />
    </>
  );
}

/**
 * /ebook/exercise/result/?book_id&res_code&guid: the exercise's result with the way back to the book and
 * on to the impression.
 * @returns the page
 */
export function ExerciseResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookId = bookIdOf(params.get("book_id"));
  if (!bookId) return <BadBook />;
  return (
    <ResultPage
      testId="eb-exercise-result-page"
      actions={() => (
        <div className="eb-actions">
          <Link className="btn btn-primary" to={ebookUrls.details(bookId)} data-testid="eb-result-back">
            {t("eb.read.back")}
          </Link>
          <Link
            className="btn btn-secondary"
            to={ebookUrls.impression(bookId)}
            data-testid="eb-result-impression"
          >
            {t("eb.finish.impression")}
          </Link>
          <Link className="btn btn-ghost" to={ebookUrls.exerciseInfo(bookId)}>
            {t("eb.exercise.title")}
          </Link>
        </div>
      )}
    />
  );
}
