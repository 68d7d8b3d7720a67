import type { HomeworkCorrectNote } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { getItem, removeItem, setItem } from "@web/lib/storage.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmissionNoteMutation } from "./api.ts";
import { CorrectNoteView } from "./CorrectNoteView.tsx";

/** Which answer a note is about. */
export type NoteTarget = {
  homework_id: number;
  topic_id: number;
  student_id: number;
  guid: string;
  question_id: string;
};

/** The local-storage key of the note being typed about one answer (a draft survives a reload or a crash). */
export function noteDraftKey(t: NoteTarget): string {
  return `teacher-note-draft:${t.homework_id}:${t.topic_id}:${t.student_id}:${t.guid}:${t.question_id}`;
}

/**
 * The character range of the selection inside the answer element: the text before the selection's start is
 * measured in the element, so selecting the second "soccer" anchors to the second, not the first.
 * @param container - the element that shows the answer text
 * @param selection - the window's selection
 * @returns "start,end", or null when nothing inside the answer is selected
 */
export function selectedRange(container: HTMLElement, selection: Selection | null): string | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const length = range.toString().length;
  return length > 0 ? `${start},${start + length}` : null;
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
 * A student's written answer with the teacher's correction notes (each editable) and a form to add one (comment and an
 * optional character range "start,end"; selecting text in the answer fills the range of exactly that
 * occurrence). The note being typed is kept as a draft in local storage until it is added.
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
  const draftKey = noteDraftKey(target);
  const [comments, setComments] = useState(() => getItem<string>(draftKey) ?? "");
  const [pos, setPos] = useState("");
  const add = useSubmissionNoteMutation();
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (comments.trim() === "") removeItem(draftKey);
    else setItem(draftKey, comments);
  }, [draftKey, comments]);
  const fillFromSelection = () => {
    const el = answerRef.current;
    const range = el ? selectedRange(el, window.getSelection()) : null;
    if (range) setPos(range);
  };
  const range = parseRange(pos);
  const submit = () => {
    if (comments.trim() === "" || range === "invalid") return;
    add.mutate(
      { ...target, ...(range ?? {}), comments: comments.trim() },
      {
        onSuccess: () => {
          showToast(t("t.sub.note_added"), "success");
          removeItem(draftKey);
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
          <p
            ref={answerRef}
            className="tc-answer"
            onMouseUp={fillFromSelection}
            onKeyUp={fillFromSelection}
            data-testid="writing-text"
          >
            {text}
          </p>
        </>
      )}
      {notes.map((n) => (
        <CorrectNoteView key={n.note_id} note={n} text={text} />
      ))}
      {/* Folded by default so a long attempt stays scannable; a written answer opens it. */}
      <details className="tc-note-form" open={text.length > 40 || comments !== "" || undefined}>
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
