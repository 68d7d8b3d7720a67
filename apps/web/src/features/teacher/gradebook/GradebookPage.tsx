import type { GradeCell, GradeColumn, GradeRow } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LineChart } from "@web/components/charts/LineChart.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime, minutes, pct } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useCsvExport } from "../shell/useCsvExport.ts";
import { fetchGradebookCsv, useGradebookQuery } from "./api.ts";
import { MarkDialog } from "./MarkDialog.tsx";
import "./gradebook.css";

type Marking = { column: GradeColumn; row: GradeRow; cell: GradeCell };

const nameOf = (r: GradeRow) => r.nickname || r.username;

/** One cell: the mark (or score) and the status; a button that opens the mark dialog. */
function Cell({ cell, onOpen, label }: { cell: GradeCell; onOpen: () => void; label: string }) {
  const { t } = useTranslation();
  const shown = cell.mark ?? cell.score;
  // a homework given to chosen students of the class: nothing to mark for the others
  if (cell.status === "not_assigned")
    return (
      <td className="gb-cell" data-status={cell.status}>
        <span className={`gb-status gb-status-${cell.status}`}>{t(`t.gb.status.${cell.status}`)}</span>
      </td>
    );
  return (
    <td className="gb-cell" data-status={cell.status}>
      <button type="button" className="gb-cell-btn" onClick={onOpen} aria-label={label} data-testid="gb-cell">
        <span className="gb-score">{shown === null ? "—" : pct(shown)}</span>
        {cell.mark !== null && (
          <span className="gb-marked" title={cell.mark_reason ?? ""}>
            {t("t.gb.marked")}
          </span>
        )}
        {cell.tokyo && (
          <span className="gb-tokyo" data-testid="gb-tokyo" data-grade={cell.tokyo.grade}>
            <strong>{t("t.gb.tokyo_grade", { grade: cell.tokyo.grade })}</strong>{" "}
            {cell.tokyo.parts.map((p) => `${p.part} ${p.points}/${p.max}`).join(" ・ ")}
          </span>
        )}
        <span className={`gb-status gb-status-${cell.status}`}>{t(`t.gb.status.${cell.status}`)}</span>
      </button>
    </td>
  );
}

/**
 * The grade book of a class: students (出席番号 order) × homework and word tests (by due date), each cell
 * with status and score, the teacher's marks (with a reason) counting instead of the score, averages of
 * what was handed in (never a not-started 0), optionally with self-practice; a student's progress over
 * time as a plot; CSV export and a print layout.
 * @returns the page
 */
export default function GradebookPage() {
  const { t, i18n } = useTranslation();
  const classId = Number(useParams().classId) || 0;
  const [withPractice, setWithPractice] = useState(false);
  const book = useGradebookQuery(classId, withPractice);
  const [marking, setMarking] = useState<Marking | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  usePageTitle(t("t.gb.title", { name: book.data?.class_name ?? "" }));
  const { exporting, handleExport } = useCsvExport(() => fetchGradebookCsv(classId, withPractice));
  return (
    <Loadable query={book}>
      {(g) => {
        const focused = g.rows.find((r) => r.student_id === focus) ?? null;
        return (
          <section aria-labelledby="tc-gb-title" className="gb-page">
            <p className="gb-noprint">
              <Link to={teacherUrls.roster(classId)}>← {g.class_name}</Link>
            </p>
            <div className="tc-toolbar">
              <h1 id="tc-gb-title">{t("t.gb.title", { name: g.class_name })}</h1>
              <span className="spacer" />
              <label className="gb-noprint gb-toggle">
                <input
                  type="checkbox"
                  checked={withPractice}
                  onChange={(e) => setWithPractice(e.target.checked)}
                  data-testid="gb-include-practice"
                />{" "}
                {t("t.gb.include_practice")}
              </label>
              <Button
                variant="secondary"
                className="gb-noprint"
                busy={exporting}
                onClick={() => void handleExport().catch(() => undefined)}
                data-testid="gb-export"
              >
                {t("t.dash.export")}
              </Button>
              <Button
                variant="secondary"
                className="gb-noprint"
                onClick={() => window.print()}
                data-testid="gb-print"
              >
                {t("t.gb.print")}
              </Button>
            </div>
            <p className="muted">{t(withPractice ? "t.gb.average_rule_practice" : "t.gb.average_rule")}</p>
            {g.columns.length === 0 ? (
              <p className="muted" data-testid="gb-empty">
                {t("t.gb.empty")}
              </p>
            ) : (
              <div className="tc-table-wrap gb-wrap">
                <table className="tc-table gb-table" data-testid="gb-table">
                  <thead>
                    <tr>
                      <th scope="col" className="gb-sticky">
                        {t("t.roster.class_number")} · {t("t.roster.nickname")}
                      </th>
                      {g.columns.map((c) => (
                        <th scope="col" key={`${c.kind}:${c.id}`} className="gb-col">
                          <Link
                            to={
                              c.kind === "homework" ? teacherUrls.homework(c.id) : teacherUrls.wordTest(c.id)
                            }
                          >
                            {c.title}
                          </Link>
                          <small>
                            {t(c.kind === "homework" ? "t.gb.kind_homework" : "t.gb.kind_word_test")}
                            {c.is_writing === 1 && ` · ${t("t.gb.writing")}`} ·{" "}
                            {formatDateTime(c.due_at, i18n.language)}
                          </small>
                        </th>
                      ))}
                      <th scope="col" className="num">
                        {t("t.gb.average")}
                      </th>
                      <th scope="col" className="num">
                        {t("t.gb.counted")}
                      </th>
                      <th scope="col" className="num">
                        {t("t.gb.practice")}
                      </th>
                      <th scope="col" className="num">
                        {t("t.dash.time")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {g.rows.map((r) => (
                      <tr key={r.student_id} data-testid="gb-row" data-username={r.username}>
                        <th scope="row" className="gb-sticky">
                          <button
                            type="button"
                            className="btn-link"
                            aria-pressed={focus === r.student_id}
                            onClick={() => setFocus(focus === r.student_id ? null : r.student_id)}
                            data-testid="gb-student"
                          >
                            {r.class_number !== null && `${r.class_number}. `}
                            {nameOf(r)}
                          </button>
                        </th>
                        {r.cells.map((cell, i) => {
                          const column = g.columns[i] as GradeColumn;
                          return (
                            <Cell
                              key={`${column.kind}:${column.id}`}
                              cell={cell}
                              label={t("t.gb.cell_label", { name: nameOf(r), item: column.title })}
                              onOpen={() => setMarking({ column, row: r, cell })}
                            />
                          );
                        })}
                        <td className="num" data-testid="gb-average">
                          {r.average === null ? "—" : pct(r.average)}
                        </td>
                        <td className="num">
                          {r.counted} / {r.cells.filter((c) => c.status !== "not_assigned").length}
                        </td>
                        <td className="num">{r.practice_average === null ? "—" : pct(r.practice_average)}</td>
                        <td className="num">{t("t.minutes", { value: minutes(r.study_seconds) })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {focused && (
              <section className="tc-panel gb-progress" aria-labelledby="gb-progress-title">
                <h2 id="gb-progress-title">{t("t.gb.progress", { name: nameOf(focused) })}</h2>
                <LineChart
                  title={t("t.gb.progress", { name: nameOf(focused) })}
                  points={focused.cells.flatMap((c, i) => {
                    const v = c.mark ?? c.score;
                    return v === null ? [] : [{ label: (g.columns[i] as GradeColumn).title, value: v }];
                  })}
                  max={100}
                  labelHeader={t("t.gb.item")}
                  valueHeader={t("t.gb.score")}
                  format={(v) => `${pct(v)}%`}
                  emptyText={t("t.chart.empty")}
                  testId="gb-progress-chart"
                />
              </section>
            )}
            {marking && (
              <MarkDialog
                column={marking.column}
                student={{ student_id: marking.row.student_id, name: nameOf(marking.row) }}
                cell={marking.cell}
                onClose={() => setMarking(null)}
              />
            )}
          </section>
        );
      }}
    </Loadable>
  );
}
