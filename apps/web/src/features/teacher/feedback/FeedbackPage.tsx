import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useTeacherInfoQuery } from "../shell/auth-api.ts";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { MoreButton } from "../shell/MoreButton.tsx";
import { AttachedImages } from "./AttachedImages.tsx";
import { useFeedbackListQuery } from "./api.ts";
import { FeedbackReplyForm } from "./FeedbackReplyForm.tsx";
import { InquiryList } from "./InquiryList.tsx";

/**
 * Resource feedback sent by the school's students (kinds, text, images); for the school's administrator
 * also the students' inquiries (お問い合わせ) below.
 * @returns the page
 */
export default function FeedbackPage() {
  const me = useTeacherInfoQuery().data;
  return (
    <>
      <ResourceFeedbackList />
      {me?.role === "admin" && <InquiryList />}
    </>
  );
}

function ResourceFeedbackList() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("t.fb.title"));
  const list = useFeedbackListQuery();
  return (
    <section aria-labelledby="tc-fb-title">
      <h1 id="tc-fb-title">{t("t.fb.title")}</h1>
      <Loadable query={list}>
        {() =>
          list.items.length === 0 ? (
            <p className="muted" data-testid="fb-empty">
              {t("t.empty")}
            </p>
          ) : (
            <ul className="tc-cards" aria-label={t("t.fb.title")}>
              {list.items.map((f) => (
                <li key={f.feedback_id} className="tc-panel" data-testid="fb-row" data-status={f.status}>
                  <p className="muted">
                    {formatDateTime(f.created_at, i18n.language)} · {f.nickname || f.username}
                    {f.class_name ? ` (${f.class_name})` : ""} ·{" "}
                    <span className={`fb-status fb-status-${f.status}`}>{t(`t.fb.status_${f.status}`)}</span>
                  </p>
                  <p>
                    <strong>{t("t.fb.resource")}:</strong> {f.resource_title || f.resource_code}
                  </p>
                  {f.question_text && (
                    <p data-testid="fb-question">
                      <strong>{t("t.fb.question")}:</strong> <span lang="en">{f.question_text}</span>
                    </p>
                  )}
                  {f.option_labels.length > 0 && (
                    <p>
                      {f.option_labels.map((o) => (
                        <span key={o} className="chip">
                          {o}
                        </span>
                      ))}
                    </p>
                  )}
                  <p className="tc-answer">{f.content}</p>
                  <AttachedImages images={f.images} label={t("t.fb.images")} />
                  {f.replied_at && (
                    <p className="muted">
                      {t("t.fb.replied_by", {
                        teacher: f.replied_by ?? "",
                        date: formatDateTime(f.replied_at, i18n.language),
                      })}
                    </p>
                  )}
                  <FeedbackReplyForm feedbackId={f.feedback_id} status={f.status} reply={f.reply} />
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
