import type { ReturnedWork } from "@hibiki/contracts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import "../i18n-returned.ts";

/**
 * A topic the teacher returned: who and when, the reason, and every note with the noted words quoted, so
 * the student knows what to change before answering again.
 * @param props - the returned work
 * @returns the notice
 */
export function ReturnedWorkNotice({ work }: { work: ReturnedWork }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="hw-returned" data-testid="returned-work" aria-label={t("homework.returned_title")}>
      <p className="hw-returned-head">
        <strong>{t("homework.returned_title")}</strong>{" "}
        <span className="muted">
          {work.returned_at
            ? t("homework.returned_by_on", {
                teacher: work.teacher_name,
                date: formatDate(work.returned_at, i18n.language),
              })
            : t("homework.returned_by", { teacher: work.teacher_name })}
        </span>
      </p>
      {work.reason && (
        <p className="hw-returned-reason" data-testid="returned-reason">
          {work.reason}
        </p>
      )}
      {work.notes.length > 0 && (
        <ol className="hw-returned-notes" data-testid="returned-notes">
          {work.notes.map((n) => (
            <li key={n.note_id} data-testid="returned-note">
              {n.quote && <blockquote lang="en">{n.quote}</blockquote>}
              <p>{n.comments}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
