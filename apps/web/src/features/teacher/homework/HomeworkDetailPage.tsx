import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime, pct } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useHomeworkDetailQuery } from "./api.ts";

/**
 * One homework: its settings and topics, and each student's status per topic with a link to review it.
 * @returns the page
 */
export default function HomeworkDetailPage() {
  const { t, i18n } = useTranslation();
  const homeworkId = Number(useParams().homeworkId) || 0;
  const detail = useHomeworkDetailQuery(homeworkId);
  usePageTitle(detail.data?.title ?? t("t.hw.title"));
  return (
    <Loadable query={detail}>
      {(hw) => (
        <section aria-labelledby="tc-hwd-title">
          <p>
            <Link to={teacherUrls.homeworkList(hw.class_id)}>← {t("t.hw.title")}</Link>
          </p>
          <h1 id="tc-hwd-title">{hw.title}</h1>
          <dl className="facts">
            <dt>{t("t.hw.class")}</dt>
            <dd>{hw.class_name}</dd>
            <dt>{t("t.hw.deadline")}</dt>
            <dd>
              {formatDateTime(hw.deadline, i18n.language)} (
              {hw.is_expired ? t("t.hw.expired") : t("t.hw.open")})
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
