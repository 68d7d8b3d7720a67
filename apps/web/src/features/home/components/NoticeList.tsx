import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton, Spinner } from "@web/components/Spinner.tsx";
import { formatDate } from "@web/lib/format.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNoticeQuery, useNoticesQuery } from "../api.ts";

/**
 * The notices card: latest notices; choosing one opens it in a dialog (app/notice-content).
 * @returns the card
 */
export function NoticeList() {
  const { t, i18n } = useTranslation();
  const notices = useNoticesQuery(1);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section className="card" aria-labelledby="notices-title">
      <h2 id="notices-title">{t("home.notices")}</h2>
      {notices.isPending && <Skeleton />}
      {notices.isError && <LoadError onRetry={() => void notices.refetch()} />}
      {notices.data && notices.data.items.length === 0 && <p className="muted">{t("home.no_notices")}</p>}
      <ul className="notice-list">
        {notices.data?.items.map((n) => (
          <li key={n.notice_id}>
            <button type="button" className="notice-item" onClick={() => setOpenId(n.notice_id)}>
              {n.is_read === 0 && (
                <>
                  <span className="dot" aria-hidden="true" />
                  <span className="sr-only">{t("home.unread")}</span>
                </>
              )}
              <span className="notice-title">{n.title}</span>
              <time className="muted" dateTime={n.published_at}>
                {formatDate(n.published_at, i18n.language)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      {openId !== null && <NoticeDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function NoticeDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = useNoticeQuery(id);
  return (
    <Dialog
      title={notice.data?.title ?? t("notice.title")}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      {notice.isPending && <Spinner />}
      {notice.isError && <LoadError onRetry={() => void notice.refetch()} />}
      {notice.data && <p className="prose">{notice.data.content}</p>}
    </Dialog>
  );
}
