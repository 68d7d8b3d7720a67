/** Parsed study report of a recording (speed, leak, repeat, info, error words). */
export interface StudyReport {
  feedback: { speed?: number; leak?: number; repeat?: number; info?: string } | null;
  errorWords: string[];
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

/**
 * Parses study_report safely: bad JSON or a non-object gives empty feedback and no error words.
 * errorwords may be a list of strings/objects ({word}) or a comma/|-separated string.
 * @param raw - the study_report JSON string
 * @returns the feedback and error words
 */
export function parseStudyReport(raw: string | null | undefined): StudyReport {
  const empty: StudyReport = { feedback: null, errorWords: [] };
  if (!raw) return empty;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    // The spec says a broken report shows nothing rather than failing the result screen.
    return empty;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return empty;
  const r = data as Record<string, unknown>;
  const feedback: NonNullable<StudyReport["feedback"]> = {};
  for (const k of ["speed", "leak", "repeat"] as const) {
    const v = num(r[k]);
    if (v !== undefined) feedback[k] = v;
  }
  if (typeof r.info === "string") feedback.info = r.info;
  return { feedback, errorWords: errorWordsOf(r.errorwords) };
}

function errorWordsOf(v: unknown): string[] {
  const list: unknown[] = Array.isArray(v) ? v : typeof v === "string" ? v.split(/[|,]/) : [];
  const out: string[] = [];
  for (const e of list) {
    const w =
      typeof e === "string"
        ? e
        : typeof e === "object" && e !== null && typeof (e as { word?: unknown }).word === "string"
          ? (e as { word: string }).word
          : "";
    const t = w.trim();
    if (t !== "" && !out.includes(t)) out.push(t);
  }
  return out;
}
