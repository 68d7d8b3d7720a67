import type { Db } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { logTeacherChange } from "../teacher-console/change-log.ts";
import { deleteNote, type EditableNoteRow, findEditableNote, updateNoteText } from "./notes-repository.ts";
import { presentNote } from "./student-service.ts";

/** @throws AppError 404 when the note is not the caller's to change */
async function editableNote(db: Db, caller: TeacherCaller, noteId: number): Promise<EditableNoteRow> {
  const note = await findEditableNote(
    db,
    caller.schoolId,
    caller.role === "admin" ? null : caller.id,
    noteId,
  );
  if (!note) throw NotFound(`編集できるコメントが見つかりません: ${noteId}`);
  return note;
}

/**
 * Changes a correction note's text; the student sees the new text, and the change is logged.
 * @throws AppError 404 when the note is not the caller's
 */
export async function updateNoteByTeacher(
  db: Db,
  caller: TeacherCaller,
  body: { note_id: number; comments: string },
) {
  const note = await editableNote(db, caller, body.note_id);
  await db.transaction(async (tx) => {
    await updateNoteText(tx, note.id, body.comments);
    await logTeacherChange(tx, caller, "note.update", note.id, {
      student_id: note.student_id,
      homework_id: note.homework_id,
      comments_before: note.comments,
    });
  });
  return presentNote({ ...note, comments: body.comments });
}

/**
 * Deletes a correction note; it leaves the student's result, and the deletion (with the text) is logged.
 * @throws AppError 404 when the note is not the caller's
 */
export async function deleteNoteByTeacher(db: Db, caller: TeacherCaller, noteId: number): Promise<null> {
  const note = await editableNote(db, caller, noteId);
  await db.transaction(async (tx) => {
    await deleteNote(tx, note.id);
    await logTeacherChange(tx, caller, "note.delete", note.id, {
      student_id: note.student_id,
      homework_id: note.homework_id,
      comments: note.comments,
    });
  });
  return null;
}
