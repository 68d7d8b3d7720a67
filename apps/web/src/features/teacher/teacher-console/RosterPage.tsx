import { PASSWORD_PATTERN, type RosterStudent } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { BoxClosedError, promptBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { confirmed } from "../shell/confirm.ts";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import {
  useCardRevokeMutation,
  useCardsIssueMutation,
  useClassesQuery,
  useResetPasswordMutation,
  useRosterQuery,
  useStudentMoveMutation,
  useStudentSetActiveMutation,
} from "./api.ts";
import { CsvImport } from "./CsvImport.tsx";
import { cardStatus, needsIssueConfirm } from "./card-status.ts";
import { StudentCreateForm } from "./StudentCreateForm.tsx";
import { StudentEditDialog } from "./StudentEditDialog.tsx";

function MoveDialog({
  student,
  fromClassId,
  onClose,
}: {
  student: RosterStudent;
  fromClassId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const classes = useClassesQuery();
  const move = useStudentMoveMutation();
  const [to, setTo] = useState("");
  const submit = () =>
    to &&
    move.mutate(
      { student_id: student.student_id, class_id: Number(to) },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          onClose();
        },
      },
    );
  return (
    <Dialog
      title={`${t("t.roster.move")}: ${student.nickname || student.username}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("t.cancel")}
          </Button>
          <Button onClick={submit} disabled={!to} busy={move.isPending} data-testid="move-save">
            {t("t.save")}
          </Button>
        </>
      }
    >
      <div className="field">
        <label htmlFor="tc-move-to">{t("t.roster.move_to")}</label>
        <select
          id="tc-move-to"
          className="tc-select"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          data-testid="move-to"
        >
          <option value="">—</option>
          {classes.data?.items
            .filter((c) => c.class_id !== fromClassId)
            .map((c) => (
              <option key={c.class_id} value={c.class_id}>
                {c.name}
              </option>
            ))}
        </select>
      </div>
    </Dialog>
  );
}

/**
 * A class's roster: students with their study cards; add one, import a CSV, reset a password, issue or
 * revoke a card, move a student to another class.
 * @returns the page
 */
export default function RosterPage() {
  const { t, i18n } = useTranslation();
  const classId = Number(useParams().classId) || 0;
  const roster = useRosterQuery(classId);
  const reset = useResetPasswordMutation();
  const issue = useCardsIssueMutation();
  const revoke = useCardRevokeMutation();
  const setActive = useStudentSetActiveMutation();
  const [moving, setMoving] = useState<RosterStudent | null>(null);
  const [editing, setEditing] = useState<RosterStudent | null>(null);
  usePageTitle(t("t.roster.title", { name: roster.data?.class.name ?? "" }));

  const handleActive = async (s: RosterStudent) => {
    const deactivate = s.is_active === 1;
    if (
      deactivate &&
      !(await confirmed(t("t.roster.deactivate_confirm", { name: s.nickname || s.username })))
    )
      return;
    setActive.mutate(
      { student_id: s.student_id, active: deactivate ? 0 : 1 },
      {
        onSuccess: () =>
          showToast(t(deactivate ? "t.roster.deactivated" : "t.roster.reactivated"), "success"),
      },
    );
  };
  const handleReset = async (s: RosterStudent) => {
    let password: string;
    try {
      password = await promptBox(`${t("t.roster.new_password")}（${s.username}）`, {
        pattern: PASSWORD_PATTERN,
        errorText: t("t.roster.password_rule"),
      });
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    reset.mutate(
      { student_id: s.student_id, password },
      { onSuccess: () => showToast(t("t.saved"), "success") },
    );
  };
  const handleRevoke = async (s: RosterStudent) => {
    if (!s.card_id || !(await confirmed(t("t.roster.revoke_confirm", { name: s.nickname || s.username }))))
      return;
    revoke.mutate({ card_id: s.card_id }, { onSuccess: () => showToast(t("t.saved"), "success") });
  };
  const handleIssue = async (s: RosterStudent) => {
    const status = cardStatus(s);
    if (
      needsIssueConfirm(status) &&
      !(await confirmed(
        t("t.roster.issue_confirm", {
          name: s.nickname || s.username,
          state: t(`t.roster.card_${status}`),
          card: s.card_id,
        }),
      ))
    )
      return;
    issue.mutate({ student_ids: [s.student_id] }, { onSuccess: () => showToast(t("t.saved"), "success") });
  };
  const cardText = (s: RosterStudent) => {
    const status = cardStatus(s);
    if (status === "none") return t("t.roster.card_none");
    const until = s.card_expires_at
      ? ` 〜${formatDateTime(s.card_expires_at, i18n.language).slice(0, 10)}`
      : "";
    return `${t(`t.roster.card_${status}`)}：${s.card_id}${until}`;
  };

  return (
    <Loadable query={roster}>
      {(data) => (
        <section aria-labelledby="tc-roster-title">
          <p>
            <Link to={teacherUrls.classes()}>← {t("t.classes.title")}</Link>
          </p>
          <div className="tc-toolbar">
            <h1 id="tc-roster-title">{t("t.roster.title", { name: data.class.name })}</h1>
            <span className="spacer" />
            <span>
              {t("t.classes.join_code")}: <code data-testid="roster-join-code">{data.class.class_code}</code>
            </span>
            <Link className="btn btn-secondary" to={teacherUrls.dashboard(classId)}>
              {t("t.classes.dashboard")}
            </Link>
            <Link
              className="btn btn-secondary"
              to={teacherUrls.gradebook(classId)}
              data-testid="open-gradebook"
            >
              {t("t.gb.open")}
            </Link>
            <Link className="btn btn-secondary" to={teacherUrls.slips(classId)} data-testid="open-slips">
              {t("t.slips.open")}
            </Link>
            <Link className="btn btn-secondary" to={teacherUrls.homeworkNew(classId)}>
              {t("t.hw.assign")}
            </Link>
          </div>
          <div className="tc-table-wrap">
            <table className="tc-table">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t("t.roster.class_number")}
                  </th>
                  <th scope="col">{t("t.roster.username")}</th>
                  <th scope="col">{t("t.roster.nickname")}</th>
                  <th scope="col">{t("t.roster.card")}</th>
                  <th scope="col">{t("t.roster.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => (
                  <tr
                    key={s.student_id}
                    data-testid="roster-row"
                    data-username={s.username}
                    data-active={s.is_active}
                    className={s.is_active ? undefined : "tc-inactive"}
                  >
                    <td className="num" data-testid="roster-number">
                      {s.class_number ?? ""}
                    </td>
                    <th scope="row">
                      <Link to={teacherUrls.student(s.student_id)}>{s.username}</Link>
                    </th>
                    <td>
                      {s.nickname}
                      {s.is_active === 0 && (
                        <span className="chip" data-testid="roster-inactive">
                          {t("t.roster.inactive")}
                        </span>
                      )}
                    </td>
                    <td data-testid="roster-card" data-status={cardStatus(s)}>
                      {cardText(s)}
                    </td>
                    <td>
                      <div className="tc-actions">
                        <Button variant="ghost" onClick={() => void handleReset(s)}>
                          {t("t.roster.reset_pw")}
                        </Button>
                        <Button
                          variant="ghost"
                          busy={issue.isPending && issue.variables?.student_ids?.[0] === s.student_id}
                          onClick={() => void handleIssue(s)}
                          data-testid="card-issue"
                        >
                          {t("t.roster.issue_card")}
                        </Button>
                        {s.card_id && (
                          <Button
                            variant="ghost"
                            onClick={() => void handleRevoke(s)}
                            data-testid="card-revoke"
                          >
                            {t("t.roster.revoke_card")}
                          </Button>
                        )}
                        <Button variant="ghost" onClick={() => setEditing(s)} data-testid="student-edit">
                          {t("t.roster.edit")}
                        </Button>
                        <Button variant="ghost" onClick={() => setMoving(s)} data-testid="student-move">
                          {t("t.roster.move")}
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() => void handleActive(s)}
                          data-testid="student-active"
                        >
                          {s.is_active ? t("t.roster.deactivate") : t("t.roster.reactivate")}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="tc-cards">
            <div className="tc-panel">
              <h2>{t("t.roster.add")}</h2>
              <StudentCreateForm classId={classId} />
            </div>
            <div className="tc-panel">
              <h2>{t("t.roster.import")}</h2>
              <CsvImport classId={classId} />
            </div>
          </div>
          {moving && <MoveDialog student={moving} fromClassId={classId} onClose={() => setMoving(null)} />}
          {editing && <StudentEditDialog student={editing} onClose={() => setEditing(null)} />}
        </section>
      )}
    </Loadable>
  );
}
