import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmed } from "../shell/confirm.ts";
import { formatDateTime } from "../shell/format.ts";
import { useMessageDeleteMutation, useMessageUpdateMutation } from "./api.ts";

/** A sent message as the list shows it. */
export type SentMessage = {
  msg_id: number;
  kind: "message" | "notice";
  title: string;
  body: string;
  target_name: string;
  recipient_count: number;
  read_count: number;
  created_at: string;
  edited_at: string | null;
  editable: 0 | 1;
};

/**
 * One sent message: subject, kind, recipients, reads and date (with 「編集済み」 after an edit), and for a
 * plain message or notice 「編集」 (subject and text in place; the students read the new text) and
 * 「取り消す」 (asks first; it leaves the students' お知らせ).
 * @param props - the message
 * @returns the row, and its edit form below it while editing
 */
export function SentMessageRow({ m }: { m: SentMessage }) {
  const { t, i18n } = useTranslation();
  const bodyId = useId();
  const update = useMessageUpdateMutation();
  const remove = useMessageDeleteMutation();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(m.title);
  const [body, setBody] = useState(m.body);
  const ready = title.trim() !== "" && body.trim() !== "";
  const save = () => {
    if (!ready) return;
    update.mutate(
      { msg_id: m.msg_id, title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          setEditing(false);
        },
      },
    );
  };
  const withdraw = async () => {
    if (!(await confirmed(t("t.msg.withdraw_confirm", { title: m.title })))) return;
    remove.mutate({ msg_id: m.msg_id }, { onSuccess: () => showToast(t("t.msg.withdrawn"), "success") });
  };
  return (
    <>
      <tr data-testid="msg-row" data-msg={m.msg_id}>
        <th scope="row">{m.title}</th>
        <td>{t(`t.msg.kind_${m.kind}`)}</td>
        <td>{m.target_name}</td>
        <td className="num">
          {m.read_count} / {m.recipient_count}
        </td>
        <td>
          {formatDateTime(m.created_at, i18n.language)}
          {m.edited_at && <span className="muted"> {t("t.msg.edited")}</span>}
        </td>
        <td>
          {m.editable === 1 && (
            <div className="tc-actions">
              <Button variant="ghost" onClick={() => setEditing((e) => !e)} data-testid="msg-edit">
                {t("t.msg.edit")}
              </Button>
              <Button
                variant="ghost"
                busy={remove.isPending}
                onClick={() => void withdraw()}
                data-testid="msg-withdraw"
              >
                {t("t.msg.withdraw")}
              </Button>
            </div>
          )}
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={6}>
            <form
              className="tc-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                save();
              }}
            >
              <TextField
                label={t("t.msg.subject")}
                value={title}
                maxLength={100}
                onChange={(e) => setTitle(e.target.value)}
                data-testid="msg-edit-title"
              />
              <div className="field">
                <label htmlFor={bodyId}>{t("t.msg.body")}</label>
                <textarea
                  id={bodyId}
                  value={body}
                  maxLength={5000}
                  onChange={(e) => setBody(e.target.value)}
                  data-testid="msg-edit-body"
                />
              </div>
              <div className="tc-actions">
                <Button type="submit" busy={update.isPending} disabled={!ready} data-testid="msg-edit-save">
                  {t("t.msg.save_edit")}
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  {t("t.cancel")}
                </Button>
              </div>
            </form>
          </td>
        </tr>
      )}
    </>
  );
}
