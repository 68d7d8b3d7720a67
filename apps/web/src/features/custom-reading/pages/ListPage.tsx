import type { CustomReadingText } from "@hibiki/contracts";
import { displayPercent } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTextListQuery } from "../api.ts";
import { DeleteTextButton } from "../components/DeleteTextButton.tsx";
import "../i18n.ts";
import { customReadingUrls } from "../urls.ts";
import "../custom-reading.css";

/**
 * /custom-reading: the student's texts newest first, each with its best and last score and how often it
 * was read, to practise or delete; the way to write a new one (or, at the limit, why not).
 * @returns the page
 */
export default function ListPage() {
  const { t } = useTranslation();
  usePageTitle(t("cr.title"));
  const list = useTextListQuery();
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const full = list.data ? list.data.total >= list.data.max_texts : false;
  return (
    <div className="page cr-page" data-testid="cr-list">
      <h1>{t("cr.title")}</h1>
      <p className="muted">{t("cr.lead")}</p>
      <div className="cr-toolbar">
        {list.data && (
          <span className="muted" data-testid="cr-count">
            {t("cr.count", { n: list.data.total, max: list.data.max_texts })}
          </span>
        )}
        {full ? (
          <p className="cr-full" role="status" data-testid="cr-full">
            {t("cr.full", { max: list.data?.max_texts ?? 0 })}
          </p>
        ) : (
          <Link className="btn btn-primary" to={customReadingUrls.create()} data-testid="cr-new">
            {t("cr.create")}
          </Link>
        )}
      </div>
      {!list.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={5} />
        </div>
      ) : list.data.list.length === 0 ? (
        <p className="card cr-empty" data-testid="cr-empty">
          {t("cr.empty")}
        </p>
      ) : (
        <ul className="cr-texts">
          {list.data.list.map((text) => (
            <li key={text.text_id}>
              <TextCard text={text} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TextCard({ text }: { text: CustomReadingText }) {
  const { t } = useTranslation();
  const pts = (v: number) => Math.round(displayPercent(v));
  return (
    <article className="card cr-text-card" data-testid="cr-text-card" data-text-id={text.text_id}>
      <p className="cr-text" lang="en">
        {text.text}
      </p>
      <p className="cr-stats muted">
        <span>{t("cr.words", { n: text.word_count })}</span>
        {text.attempt_count === 0 || text.best_score === null || text.last_score === null ? (
          <span>{t("cr.not_practised")}</span>
        ) : (
          <>
            <span data-testid="cr-best">{t("cr.best", { n: pts(text.best_score) })}</span>
            <span>{t("cr.last", { n: pts(text.last_score) })}</span>
            <span>{t("cr.attempts", { n: text.attempt_count })}</span>
          </>
        )}
      </p>
      <div className="cr-actions">
        <Link
          className="btn btn-secondary btn-sm"
          to={customReadingUrls.detail(text.text_id)}
          data-testid="cr-practise"
        >
          {t("cr.practise")}
        </Link>
        <DeleteTextButton textId={text.text_id} text={text.text} />
      </div>
    </article>
  );
}
