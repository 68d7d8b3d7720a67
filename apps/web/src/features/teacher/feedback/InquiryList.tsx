import { useTranslation } from "react-i18next";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { MoreButton } from "../shell/MoreButton.tsx";
import { useInquiryListQuery } from "./api.ts";
import "./i18n.ts";
import { AttachedImages } from "./AttachedImages.tsx";

/**
 * The inquiries (お問い合わせ) the school's students sent from /feedback, newest first, for the school's
 * administrator (the server refuses other teachers; the page shows this list to administrators only).
 * @returns the section
 */
export function InquiryList() {
  const { t, i18n } = useTranslation();
  const list = useInquiryListQuery();
  return (
    <section aria-labelledby="tc-inq-title" data-testid="inquiry-list">
      <h2 id="tc-inq-title">{t("t.inq.title")}</h2>
      <Loadable query={list}>
        {() =>
          list.items.length === 0 ? (
            <p className="muted" data-testid="inq-empty">
              {t("t.empty")}
            </p>
          ) : (
            <ul className="tc-cards" aria-label={t("t.inq.title")}>
              {list.items.map((q) => (
                <li key={q.inquiry_id} className="tc-panel" data-testid="inq-row">
                  <p className="muted">
                    {formatDateTime(q.created_at, i18n.language)} · {q.nickname || q.username}
                    {q.class_name ? ` (${q.class_name})` : ""}
                    {q.from ? ` · ${t("t.inq.from")}: ${q.from}` : ""}
                  </p>
                  <p className="tc-answer">{q.content}</p>
                  <AttachedImages images={q.images} label={t("t.inq.images")} />
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
      <MoreButton
        hasMore={list.hasNextPage}
        busy={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}
