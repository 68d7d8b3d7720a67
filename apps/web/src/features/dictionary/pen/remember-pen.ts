import { getStudentId } from "@web/lib/session.ts";
import { setItem } from "@web/lib/storage.ts";

/** The key pen-hint.ts reads (kept as its own literal so the shell's chunk does not share a file with this). */
const PREFIX = "dictionary_pen:";

/**
 * Remembers the stored pen switch as the server last gave it, for pen-hint.ts.
 * @param enabled - the server's answer
 */
export function rememberPen(enabled: boolean): void {
  const id = getStudentId();
  if (id !== null) setItem(`${PREFIX}${id}`, enabled, { noExpiry: true });
}
