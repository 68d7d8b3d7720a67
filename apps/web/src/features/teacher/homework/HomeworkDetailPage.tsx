import type { TeacherHomeworkDetail } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { confirmed } from "../shell/confirm.ts";
import { formatDateTime, pct } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useHomeworkDetailQuery, useHomeworkRemindMutation, useHomeworkWithdrawMutation } from "./api.ts";
import { ExtendDialog } from "./ExtendDialog.tsx";
import { HomeworkEditDialog } from "./HomeworkEditDialog.tsx";

type Row = TeacherHomeworkDetail["students"][number];

/**
 * One homework: its settings and topics, and each student's status per topic with a link to review it.
 * The teacher can change the title, comment and deadline, give a student a later deadline, or withdraw it.
 * @returns the page
 */
export default function HomeworkDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const homeworkId = Number(useParams().homeworkId) || 0;
  const detail = useHomeworkDetailQuery(homeworkId);
  const withdraw = useHomeworkWithdrawMutation();
  const remind = useHomeworkRemindMutation();
  const [editing, setEditing] = useState(false);
  const [extending, setExtending] = useState<Row | null>(null);
  usePageTitle(detail.data?.title ?? t("t.hw.title"));
  const handleRemind = async (hw: TeacherHomeworkDetail, count: number) => {
    if (!(await confirmed(t("t.hw.remind_confirm", { count })))) return;
    remind.mutate(
      { homework_id: hw.homework_id },
      { onSuccess: (r) => showToast(t("t.hw.reminded", { count: r.recipient_count }), "success") },
    );
  };
  const handleWithdraw = async (hw: TeacherHomeworkDetail) => {
    if (!(await confirmed(t("t.hw.withdraw_confirm", { title: hw.title })))) return;
    withdraw.mutate(
      { homework_id: hw.homework_id },
      {
        onSuccess: () => {
          showToast(t("t.hw.withdrawn"), "success");
          navigate(teacherUrls.homeworkList(hw.class_id), { replace: true });
        },
      },
    );
  };
  return (
    <Loadable query={detail}>
      {(hw) => (
        <section aria-labelledby="tc-hwd-title">
          <p>
            <Link to={teacherUrls.homeworkList(hw.class_id)}>← {t("t.hw.title")}</Link>
          </p>
          <div className="tc-toolbar">
            <h1 id="tc-hwd-title">{hw.title}</h1>
            <span className="spacer" />
            {hw.students.some((s) => s.status !== "answered") && (
              <Button
                variant="secondary"
                busy={remind.isPending}
                onClick={() =>
                  void handleRemind(hw, hw.students.filter((s) => s.status !== "answered").length)
                }
                data-testid="hw-remind"
              >
                {t("t.hw.remind")}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="hw-edit">
              {t("t.hw.edit")}
            </Button>
            <Button
              variant="secondary"
              busy={withdraw.isPending}
              onClick={() => void handleWithdraw(hw)}
              data-testid="hw-withdraw"
            >
              {t("t.hw.withdraw")}
            </Button>
          </div>
          {editing && <HomeworkEditDialog hw={hw} onClose={() => setEditing(false)} />}
          {extending && (
            <ExtendDialog
              homeworkId={hw.homework_id}
              classDeadline={hw.deadline}
              student={{
                student_id: extending.student_id,
                name: extending.nickname || extending.username,
                extended_deadline: extending.extended_deadline,
              }}
              onClose={() => setExtending(null)}
            />
          )}
          <dl className="facts">
            <dt>{t("t.hw.class")}</dt>
            <dd>
              {hw.class_name}
              {hw.for_chosen_students === 1 && (
                <span className="chip tc-chip-gap" data-testid="tc-homework-chosen">
                  {t("t.hw.for_chosen", { count: hw.students.length })}
                </span>
              )}
            </dd>
            <dt>{t("t.hw.deadline")}</dt>
            <dd>
              {formatDateTime(hw.deadline, i18n.language)} (
              {hw.release_at
                ? t("t.hw.scheduled", { date: formatDateTime(hw.release_at, i18n.language) })
                : hw.is_expired
                  ? t("t.hw.expired")
                  : t("t.hw.open")}
              )
            </dd>
            <dt>{t("t.hw.required_times")}</dt>
            <dd>{hw.required_times}</dd>
            <dt>{t("t.hw.limit_number")}</dt>
            <dd>{hw.has_limit ? hw.limit_number : "—"}</dd>
            {hw.comment && (
              <>
                <dt>{t("t.hw.comment")}</dt>
                <dd>{hw.comment}</dd>
              </>
            )}
            {hw.edited_at && (
              <>
                <dt>{t("t.hw.edited")}</dt>
                <dd>{formatDateTime(hw.edited_at, i18n.language)}</dd>
              </>
            )}
          </dl>
          <h2>{t("t.hw.students")}</h2>
          <div className="tc-table-wrap">
            <table className="tc-table">
              <thead>
                <tr>
                  <th scope="col">{t("t.roster.nickname")}</th>
                  {hw.topics.map((tp) => (
                    <th scope="col" key={tp.topic_id}>
                      {tp.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {hw.students.map((s) => (
                  <tr key={s.student_id} data-testid="hw-student-row" data-username={s.username}>
                    <th scope="row">
                      <Link to={teacherUrls.student(s.student_id)}>{s.nickname || s.username}</Link>
                      <br />
                      <small className={`tc-status-${s.status}`}>{t(`t.hw.status.${s.status}`)}</small>
                      {s.extended_deadline && (
                        <>
                          <br />
                          <small data-testid="hw-extended">
                            {t("t.hw.extended_to", {
                              date: formatDateTime(s.extended_deadline, i18n.language),
                            })}
                          </small>
                        </>
                      )}
                      <br />
                      <button
                        type="button"
                        className="btn-link"
                        onClick={() => setExtending(s)}
                        data-testid="hw-extend"
                      >
                        {t("t.hw.extend")}
                      </button>
                    </th>
                    {hw.topics.map((tp) => {
                      const st = s.topics.find((x) => x.topic_id === tp.topic_id);
                      return (
                        <td key={tp.topic_id}>
                          <span className={`tc-status-${st?.status ?? "not_submitted"}`}>
                            {t(`t.hw.status.${st?.status ?? "not_submitted"}`)}
                          </span>
                          {st && (st.attempts_used > 0 || st.last_submitted_at !== null) && (
                            <>
                              {" "}
                              <span data-testid="hw-student-score">
                                {t("t.percent", { value: pct(st.best_percent) })}
                              </span>
                              {" · "}
                              {t("t.hw.attempts")} {st.attempts_used}
                              {st.is_late ? ` · ${t("t.hw.late")}` : ""}
                            </>
                          )}
                          <br />
                          <Link
                            to={teacherUrls.submission(hw.homework_id, s.student_id, tp.topic_id)}
                            data-testid="hw-review"
                          >
                            {t("t.hw.review")}
                          </Link>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Loadable>
  );
}
