import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useClassesQuery, useRosterQuery } from "../teacher-console/api.ts";
import { useMessageSendMutation } from "./api.ts";

/**
 * Sends a message or a notice to a whole class or to one student of it.
 * @returns the form
 */
export function MessageForm() {
  const { t } = useTranslation();
  const classes = useClassesQuery();
  const send = useMessageSendMutation();
  const [kind, setKind] = useState<"message" | "notice">("message");
  const [classId, setClassId] = useState("");
  const [toStudent, setToStudent] = useState(false);
  const [studentId, setStudentId] = useState("");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const roster = useRosterQuery(toStudent ? Number(classId) || 0 : 0);

  const submit = () => {
    const problem = !classId
      ? t("t.hw.pick_class")
      : toStudent && !studentId
        ? t("t.msg.pick_student")
        : title.trim() === "" || body.trim() === ""
          ? t("t.msg.need_text")
          : null;
    setError(problem);
    if (problem) return;
    const target = toStudent ? { student_id: Number(studentId) } : { class_id: Number(classId) };
    send.mutate(
      { ...target, title: title.trim(), body: body.trim(), kind },
      {
        onSuccess: (d) => {
          showToast(`${t("t.sent")} (${d.recipient_count})`, "success");
          setTitle("");
          setBody("");
        },
      },
    );
  };

  return (
    <form
      className="tc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend>{t("t.msg.kind")}</legend>
        {(["message", "notice"] as const).map((k) => (
          <label key={k} className="check">
            <input type="radio" name="tc-msg-kind" checked={kind === k} onChange={() => setKind(k)} />
            {t(`t.msg.kind_${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="tc-msg-class">{t("t.hw.class")}</label>
        <select
          id="tc-msg-class"
          value={classId}
          onChange={(e) => {
            setClassId(e.target.value);
            setStudentId("");
          }}
          data-testid="msg-class"
        >
          <option value="">—</option>
          {classes.data?.items.map((c) => (
            <option key={c.class_id} value={c.class_id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>{t("t.msg.to")}</legend>
        <label className="check">
          <input type="radio" name="tc-msg-to" checked={!toStudent} onChange={() => setToStudent(false)} />
          {t("t.msg.to_class")}
        </label>
        <label className="check">
          <input
            type="radio"
            name="tc-msg-to"
            checked={toStudent}
            onChange={() => setToStudent(true)}
            data-testid="msg-to-student"
          />
          {t("t.msg.to_student")}
        </label>
        {toStudent && (
          <select
            aria-label={t("t.msg.student")}
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
            data-testid="msg-student"
          >
            <option value="">—</option>
            {roster.data?.items.map((s) => (
              <option key={s.student_id} value={s.student_id}>
                {s.nickname ? `${s.nickname} (${s.username})` : s.username}
              </option>
            ))}
          </select>
        )}
      </fieldset>
      <TextField
        label={t("t.msg.subject")}
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
        data-testid="msg-title"
      />
      <div className="field">
        <label htmlFor="tc-msg-body">{t("t.msg.body")}</label>
        <textarea
          id="tc-msg-body"
          value={body}
          maxLength={5000}
          onChange={(e) => setBody(e.target.value)}
          data-testid="msg-body"
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" busy={send.isPending} data-testid="msg-send">
        {t("t.msg.send")}
      </Button>
    </form>
  );
}
