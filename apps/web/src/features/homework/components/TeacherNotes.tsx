import type { HomeworkCorrectNote } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";

/**
 * The teacher's notes on the writing answers of an attempt, each with the teacher's name under the
 * 'comment from teacher' label (players spec §6). The noted span is quoted when pos names one.
 * @param props - the notes and the answers' texts by question id (to quote the noted span)
 * @returns the notes, or nothing when there are none
 */
export function TeacherNotes({
  notes,
  texts,
}: {
  notes: readonly HomeworkCorrectNote[];
  texts: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <section aria-label={t("homework.teacher_note")} data-testid="teacher-notes">
      {notes.map((n) => (
        <article key={n.note_id} className="hw-note" data-testid="teacher-note">
          <strong>{t("homework.teacher_note")}</strong>{" "}
          <span className="muted">{t("homework.note_by", { teacher: n.teacher })}</span>
          {quoted(n.pos, texts.get(n.question_id)) && (
            <blockquote lang="en">{quoted(n.pos, texts.get(n.question_id))}</blockquote>
          )}
          <p>{n.comments}</p>
        </article>
      ))}
    </section>
  );
}

/**
 * The noted part of an answer text.
 * @param pos - character range in the answer (startPos inclusive, endPos exclusive)
 * @param text - the answer text
 * @returns the span, or null when the range is empty or outside the text
 */
export function quoted(pos: { startPos: number; endPos: number }, text: string | undefined): string | null {
  if (text === undefined || pos.endPos <= pos.startPos || pos.endPos > text.length) return null;
  return text.slice(pos.startPos, pos.endPos);
}
