import type { Gradebook, GradeStatus } from "@hibiki/contracts";
import { japanTime, toCsv } from "../teacher-console/csv.ts";

const STATUS_JA: Record<GradeStatus, string> = {
  not_started: "未着手",
  in_progress: "取り組み中",
  submitted: "提出済み",
  late: "遅れて提出",
  returned: "返却中",
  left: "途中離脱",
  not_assigned: "対象外",
};

/**
 * The grade book as CSV for Excel (UTF-8 with BOM): per student 出席番号, account, name, then per item
 * its status, score (the mark when the teacher gave one; a Tokyo speaking test's grade beside it) and the
 * mark's reason, then the average, the
 * practice average and the study minutes. Dates are Japan time.
 * @param g - the grade book
 * @returns the CSV text
 */
export function gradebookCsv(g: Gradebook): string {
  const head = ["出席番号", "アカウントID", "名前"];
  for (const c of g.columns) {
    const label = `${c.kind === "homework" ? "宿題" : "単語テスト"}: ${c.title}（${japanTime(c.due_at).slice(0, 10)}）`;
    head.push(`${label} 状況`, `${label} 点数`, `${label} 評価の理由`);
  }
  head.push(
    g.include_practice ? "平均点（自習を含む）" : "平均点（宿題・テスト）",
    "自習の平均点",
    "学習時間(分)",
  );
  const rows = g.rows.map((r) => {
    const line: Array<string | number> = [r.class_number ?? "", r.username, r.nickname];
    for (const cell of r.cells) {
      const shown = cell.mark ?? cell.score;
      // a Tokyo speaking test keeps its grade beside the score: "84（A）"
      const grade = cell.mark === null && cell.tokyo && shown !== null ? `（${cell.tokyo.grade}）` : "";
      line.push(STATUS_JA[cell.status], shown === null ? "" : `${shown}${grade}`, cell.mark_reason ?? "");
    }
    line.push(r.average ?? "", r.practice_average ?? "", Math.round(r.study_seconds / 60));
    return line;
  });
  return toCsv([head, ...rows]);
}
