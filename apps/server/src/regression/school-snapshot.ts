import type { Db } from "../db/client.ts";

/**
 * A fingerprint of every row one school owns, table by table, so a test can prove that requests from
 * another school changed nothing of it. Tables are found in the database itself, so a new table is
 * covered as soon as it has a school_id, student_id, homework_id, exam_id or attempt_id column.
 */

/** How a table's rows are tied to a school, most direct column first. */
const OWNERSHIP: Array<[column: string, where: string]> = [
  ["school_id", "school_id = $1"],
  ["student_id", "student_id IN (SELECT id FROM students WHERE school_id = $1)"],
  ["homework_id", "homework_id IN (SELECT id FROM homework WHERE school_id = $1)"],
  ["exam_id", "exam_id IN (SELECT id FROM word_test_exams WHERE school_id = $1)"],
  ["attempt_id", "attempt_id IN (SELECT id FROM practice_attempts WHERE school_id = $1)"],
];

/**
 * @param db - the database
 * @param schoolId - the school
 * @returns table name → md5 of the school's rows in that table (the schools row itself under "schools")
 */
export async function schoolSnapshot(db: Db, schoolId: number): Promise<Record<string, string>> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Set());
    byTable.get(c.table_name)?.add(c.column_name);
  }
  const out: Record<string, string> = {};
  for (const [table, cols] of byTable) {
    const where = table === "schools" ? "id = $1" : OWNERSHIP.find(([column]) => cols.has(column))?.[1];
    if (!where) continue;
    const row = await db.one<{ h: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table}" t WHERE ${where}`,
      [schoolId],
    );
    out[table] = row?.h ?? "";
  }
  return out;
}

/**
 * @returns the tables whose rows differ between two snapshots
 */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((t) => before[t] !== after[t]);
}
