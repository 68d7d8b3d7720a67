import type { HomeworkCorrectNote } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmed } from "../shell/confirm.ts";
import { useNoteDeleteMutation, useNoteUpdateMutation } from "./api.ts";

/** The noted words inside the answer text, or null when the note is on the whole answer. */
function marked(text: string, pos: HomeworkCorrectNote["pos"]) {
  const { startPos: s, endPos: e } = pos;
  if (e <= s || s >= text.length) return null;
  return { before: text.slice(0, s), mid: text.slice(s, e), after: text.slice(e) };
}

/**
 * One correction note on a written answer: the answer with the noted words marked, the comment and its
 * teacher, and edit / delete (the server allows its teacher and administrators).
 * @param props - the note and the answer text
 * @returns the note
 */
export function CorrectNoteView({ note, text }: { note: HomeworkCorrectNote; text: string }) {
  const { t } = useTranslation();
  const update = useNoteUpdateMutation();
  const remove = useNoteDeleteMutation();
  const [editing, setEditing] = useState(false);
  const [comments, setComments] = useState(note.comments);
  const areaId = useId();
  const m = marked(text, note.pos);
  const save = () => {
    if (comments.trim() === "") return;
    update.mutate(
      { note_id: note.note_id, comments: comments.trim() },
      {
        onSuccess: () => {
          showToast(t("t.saved"), "success");
          setEditing(false);
        },
      },
    );
  };
  const handleDelete = async () => {
    if (!(await confirmed(t("t.sub.note_delete_confirm")))) return;
    remove.mutate(
      { note_id: note.note_id },
      { onSuccess: () => showToast(t("t.sub.note_deleted"), "success") },
    );
  };
  return (
    <div className="tc-note" data-testid="correct-note">
      {m && (
        <p>
          {m.before}
          <mark>{m.mid}</mark>
          {m.after}
        </p>
      )}
      {editing ? (
        <form
          className="tc-form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="field">
            <label htmlFor={areaId}>{t("t.sub.note")}</label>
            <textarea
              id={areaId}
              value={comments}
              maxLength={2000}
              onChange={(e) => setComments(e.target.value)}
              data-testid="note-edit-comments"
            />
          </div>
          <div className="tc-actions">
            <Button
              type="submit"
              busy={update.isPending}
              disabled={comments.trim() === ""}
              data-testid="note-edit-save"
            >
              {t("t.save")}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t("t.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p>{note.comments}</p>
          <small className="muted">— {note.teacher}</small>{" "}
          <button type="button" className="btn-link" onClick={() => setEditing(true)} data-testid="note-edit">
            {t("t.sub.note_edit")}
          </button>{" "}
          <button
            type="button"
            className="btn-link"
            onClick={() => void handleDelete()}
            data-testid="note-delete"
          >
            {t("t.sub.note_delete")}
          </button>
        </>
      )}
    </div>
  );
}
