import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useLiveListQuery } from "./api.ts";
import "./i18n.ts";
import "./live.css";
import { NewLiveForm } from "./NewLiveForm.tsx";

/**
 * /teacher/live: the teacher's live classes (date, class, title, participants, average, status) with a
 * link to each console, and the 新しいライブ授業 form.
 * @returns the page
 */
export default function LiveListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("t.live.title"));
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useLiveListQuery(page);
  return (
    <div className="tl-page" data-testid="tl-list-page">
      <h1>{t("t.live.title")}</h1>
      <p className="muted">{t("t.live.lead")}</p>
      {creating ? (
        <NewLiveForm onCancel={() => setCreating(false)} />
      ) : (
        <Button onClick={() => setCreating(true)} data-testid="tl-new">
          {t("t.live.new")}
        </Button>
      )}
      <h2>{t("t.live.list")}</h2>
      <Loadable query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted" data-testid="tl-empty">
              {t("t.live.none")}
            </p>
          ) : (
            <>
              <div className="tc-table-wrap">
                <table className="tc-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("t.live.col.date")}</th>
                      <th scope="col">{t("t.live.col.class")}</th>
                      <th scope="col">{t("t.live.col.title")}</th>
                      <th scope="col">{t("t.live.col.participants")}</th>
                      <th scope="col">{t("t.live.col.average")}</th>
                      <th scope="col">{t("t.live.col.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((l) => (
                      <tr key={l.live_id} data-testid="tl-row-session" data-live-id={l.live_id}>
                        <td>{formatDateTime(l.created_at, i18n.language)}</td>
                        <td>{l.class_name}</td>
                        <td>
                          <Link to={teacherUrls.liveSession(l.live_id)}>{l.title}</Link>
                        </td>
                        <td>
                          {t("t.live.participants", { n: l.participant_count, total: l.student_count })}
                        </td>
                        <td data-testid="tl-average">
                          {l.average_score === null ? "—" : t("t.live.points", { n: l.average_score })}
                        </td>
                        <td>{t(`t.live.status.${l.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.total > data.limit && (
                <div className="tl-actions">
                  <Button variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    {t("t.live.prev")}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={page * data.limit >= data.total}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    {t("t.live.next")}
                  </Button>
                </div>
              )}
            </>
          )
        }
      </Loadable>
    </div>
  );
}
