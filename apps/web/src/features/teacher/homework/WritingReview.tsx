import type { HomeworkCorrectNote } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmissionNoteMutation } from "./api.ts";

/** Which answer a note is about. */
export type NoteTarget = {
  homework_id: number;
  topic_id: number;
  student_id: number;
  guid: string;
  question_id: string;
};

function marked(
  text: string,
  pos: HomeworkCorrectNote["pos"],
): { before: string; mid: string; after: string } | null {
  const { startPos: s, endPos: e } = pos;
  if (e <= s || s >= text.length) return null;
  return { before: text.slice(0, s), mid: text.slice(s, e), after: text.slice(e) };
}

/** Reads the range field "start,end"; empty means the whole answer; anything else is invalid. */
export function parseRange(raw: string): { start_pos: number; end_pos: number } | null | "invalid" {
  const v = raw.trim();
  if (v === "") return null;
  const m = /^(\d+)\s*,\s*(\d+)$/.exec(v);
  if (!m || Number(m[2]) <= Number(m[1])) return "invalid";
  return { start_pos: Number(m[1]), end_pos: Number(m[2]) };
}

/**
 * A student's written answer with the teacher's correction notes and a form to add one (comment and an
 * optional character range "start,end"; selecting text in the answer fills the range).
 * @param props - answer text, existing notes and where a new note goes
 * @returns the review block
 */
export function WritingReview({
  text,
  notes,
  target,
}: {
  text: string;
  notes: HomeworkCorrectNote[];
  target: NoteTarget;
}) {
  const { t } = useTranslation();
  const areaId = useId();
  const [comments, setComments] = useState("");
  const [pos, setPos] = useState("");
  const add = useSubmissionNoteMutation();
  const fillFromSelection = () => {
    const sel = window.getSelection();
    if (!sel || sel.isCollapsed) return;
    const start = text.indexOf(sel.toString());
    if (start >= 0) setPos(`${start},${start + sel.toString().length}`);
  };
  const range = parseRange(pos);
  const submit = () => {
    if (comments.trim() === "" || range === "invalid") return;
    add.mutate(
      { ...target, ...(range ?? {}), comments: comments.trim() },
      {
        onSuccess: () => {
          showToast(t("t.sub.note_added"), "success");
          setComments("");
          setPos("");
        },
      },
    );
  };
  return (
    <div>
      {text !== "" && (
        <>
          <h5>{t("t.sub.your_answer")}</h5>
          <p className="tc-answer" onMouseUp={fillFromSelection} data-testid="writing-text">
            {text}
          </p>
        </>
      )}
      {notes.map((n) => {
        const m = marked(text, n.pos);
        return (
          <div key={n.note_id} className="tc-note" data-testid="correct-note">
            {m && (
              <p>
                {m.before}
                <mark>{m.mid}</mark>
                {m.after}
              </p>
            )}
            <p>{n.comments}</p>
            <small className="muted">— {n.teacher}</small>
          </div>
        );
      })}
      {/* Folded by default so a long attempt stays scannable; a written answer opens it. */}
      <details className="tc-note-form" open={text.length > 40 || undefined}>
        <summary data-testid="note-open">{t("t.sub.add_note")}</summary>
        <form
          className="tc-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="field">
            <label htmlFor={areaId}>{t("t.sub.note")}</label>
            <textarea
              id={areaId}
              value={comments}
              maxLength={2000}
              onChange={(e) => setComments(e.target.value)}
              data-testid="note-comments"
            />
          </div>
          <TextField
            label={t("t.sub.pos")}
            value={pos}
            inputMode="numeric"
            error={range === "invalid" ? t("t.sub.pos_invalid") : null}
            onChange={(e) => setPos(e.target.value)}
            data-testid="note-pos"
          />
          <Button
            type="submit"
            busy={add.isPending}
            disabled={comments.trim() === "" || range === "invalid"}
            data-testid="note-submit"
          >
            {t("t.sub.add_note")}
          </Button>
        </form>
      </details>
    </div>
  );
}
