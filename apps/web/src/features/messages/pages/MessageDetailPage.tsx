import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { homeworkUrls } from "@web/features/homework/routes.tsx";
import { wordTestsUrls } from "@web/features/word-tests/routes.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useMessageDetailQuery } from "../api.ts";
import "../i18n.ts";
import "../messages.css";
import { messagesUrls } from "../routes.tsx";

/**
 * /news/details?msg_id: one message (opening it marks it read), with a link to its homework or word test.
 * The body is plain text; line breaks are kept, nothing is rendered as HTML.
 * @returns the page
 */
export default function MessageDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get("msg_id")?.trim() ?? "";
  const msgId = /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : null;
  const msg = useMessageDetailQuery(msgId);
  usePageTitle(msg.data?.title ?? t("news.title"));
  if (msgId === null) return <p role="alert">{t("news.bad_link")}</p>;
  if (msg.isError) return <LoadError onRetry={() => void msg.refetch()} />;
  if (!msg.data) return <Spinner />;
  const m = msg.data;
  return (
    <article className="page" data-testid="news-detail-page">
      <h1>
        {m.kind === "notice" && <span className="chip">{t("news.notice")}</span>} {m.title}
      </h1>
      <p className="muted">
        {m.sender_name} · {formatDate(m.created_at, i18n.language)}
      </p>
      <div className="card news-body" data-testid="news-body">
        {m.body}
      </div>
      <p className="news-actions">
        {m.homework_id > 0 && (
          <Link className="btn btn-primary" to={homeworkUrls.detail(m.homework_id, m.msg_id)}>
            {t("news.open_homework")}
          </Link>
        )}
        {m.task_id > 0 && (
          <Link className="btn btn-primary" to={wordTestsUrls.list()}>
            {t("news.open_word_test")}
          </Link>
        )}
        <Link className="btn btn-secondary" to={messagesUrls.list(m.tab)}>
          {t("news.back")}
        </Link>
      </p>
    </article>
  );
}
