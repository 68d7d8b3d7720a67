import { getStudentId } from "@web/lib/session.ts";
import { getItem } from "@web/lib/storage.ts";

// The server stores the pen switch; this device remembers the last answer it saw, per student, only to
// decide whether the pen's code loads with the page (on) or waits for the first tap (off or unknown).
// The shell reads it (this file); api-pen.ts writes it (remember-pen.ts), so the shell's chunk stays small.

/** Storage key prefix of the remembered switch (remember-pen.ts writes the same key). */
const PEN_HINT_PREFIX = "dictionary_pen:";

/** @returns whether the pen was on when this device last asked, for the signed-in student */
export function penHintOn(): boolean {
  const id = getStudentId();
  return id !== null && getItem<boolean>(`${PEN_HINT_PREFIX}${id}`) === true;
}
