import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useTeacherInfoQuery } from "../shell/auth-api.ts";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { MoreButton } from "../shell/MoreButton.tsx";
import { AttachedImages } from "./AttachedImages.tsx";
import { useFeedbackListQuery } from "./api.ts";
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
                <li key={f.feedback_id} className="tc-panel" data-testid="fb-row">
                  <p className="muted">
                    {formatDateTime(f.created_at, i18n.language)} · {f.nickname || f.username}
                    {f.class_name ? ` (${f.class_name})` : ""}
                  </p>
                  <p>
                    <strong>{t("t.fb.resource")}:</strong> {f.resource_code}
                  </p>
                  {f.options.length > 0 && (
                    <p>
                      {f.options.map((o) => (
                        <span key={o} className="chip">
                          {o}
                        </span>
                      ))}
                    </p>
                  )}
                  <p className="tc-answer">{f.content}</p>
                  <AttachedImages images={f.images} label={t("t.fb.images")} />
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
