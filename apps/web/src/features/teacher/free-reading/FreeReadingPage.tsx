import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ClassPicker } from "../shell/ClassPicker.tsx";
import { confirmed } from "../shell/confirm.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { useClassesQuery } from "../teacher-console/api.ts";
import { AssignForm } from "./AssignForm.tsx";
import {
  useFreeReadingAssignmentsQuery,
  useFreeReadingBooksQuery,
  useFreeReadingDeleteMutation,
} from "./api.ts";
import "./i18n.ts";
import { ProgressByStudent } from "./ProgressByStudent.tsx";
import "./free-reading.css";

const idOf = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : 0);

/**
 * /teacher/free-reading[?class_id&assignment_id] (menu 多読課題): a class's free-reading homework (assign by
 * a level range or chosen books with a target of books or words over a period; delete with a
 * confirmation) and, for the chosen one, each student's progress as a bar.
 * @returns the page
 */
export default function FreeReadingPage() {
  const { t } = useTranslation();
  usePageTitle(t("t.fr.title"));
  const [params, setParams] = useSearchParams();
  const classId = idOf(params.get("class_id"));
  const assignmentId = idOf(params.get("assignment_id"));
  const classes = useClassesQuery();
  const books = useFreeReadingBooksQuery();
  const assignments = useFreeReadingAssignmentsQuery(classId);
  const remove = useFreeReadingDeleteMutation();
  const pick = (next: { class_id?: number; assignment_id?: number }) => {
    const s = new URLSearchParams();
    const c = next.class_id ?? classId;
    if (c) s.set("class_id", String(c));
    if (next.assignment_id) s.set("assignment_id", String(next.assignment_id));
    setParams(s);
  };
  const handleDelete = async (id: number, title: string) => {
    if (!(await confirmed(t("t.fr.delete_confirm", { title })))) return;
    // its progress closes first, so the refresh after deleting does not ask for a gone assignment
    if (id === assignmentId) pick({ assignment_id: 0 });
    remove.mutate({ assignment_id: id }, { onSuccess: () => showToast(t("t.fr.deleted"), "success") });
  };
  return (
    <section aria-labelledby="tc-fr-title" data-testid="fr-page">
      <h1 id="tc-fr-title">{t("t.fr.title")}</h1>
      <p className="muted">{t("t.fr.lead")}</p>
      <ClassPicker
        id="tc-fr-class"
        label={t("t.fr.class")}
        placeholder={t("t.fr.pick_class")}
        value={classId}
        classes={classes.data?.items}
        onPick={(id) => pick({ class_id: id })}
        testId="fr-class"
        className="tc-select"
      />
      {classId > 0 && (
        <>
          <h2>{t("t.fr.assignments")}</h2>
          <Loadable query={assignments}>
            {(d) =>
              d.items.length === 0 ? (
                <p className="muted" data-testid="fr-none">
                  {t("t.fr.none")}
                </p>
              ) : (
                <div className="tc-table-wrap">
                  <table className="tc-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("t.fr.title_label")}</th>
                        <th scope="col">{t("t.fr.books_label")}</th>
                        <th scope="col">{t("t.fr.target_label")}</th>
                        <th scope="col">{t("t.fr.period")}</th>
                        <th scope="col" className="num">
                          {t("t.fr.done_count")}
                        </th>
                        <th scope="col">
                          <span className="sr-only">{t("t.fr.actions")}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.items.map((a) => (
                        <tr
                          key={a.assignment_id}
                          data-testid="fr-assignment"
                          data-assignment-id={a.assignment_id}
                        >
                          <th scope="row">
                            {a.title} <span className="muted">（{t(`t.fr.status.${a.status}`)}）</span>
                          </th>
                          <td>
                            {a.mode === "level"
                              ? t("t.fr.level_range", {
                                  min: a.yl_min?.toFixed(1),
                                  max: a.yl_max?.toFixed(1),
                                })
                              : t("t.fr.chosen_books", { count: a.books.length })}
                          </td>
                          <td>
                            {t(a.target_type === "books" ? "t.fr.target_is_books" : "t.fr.target_is_words", {
                              n: a.target_value.toLocaleString(),
                            })}
                          </td>
                          <td>{t("t.fr.period_value", { start: a.start_date, end: a.end_date })}</td>
                          <td className="num">
                            {a.done_count} / {a.students}
                          </td>
                          <td>
                            <div className="tc-actions">
                              <Button
                                variant="secondary"
                                aria-pressed={a.assignment_id === assignmentId}
                                onClick={() => pick({ assignment_id: a.assignment_id })}
                                data-testid="fr-show"
                              >
                                {t("t.fr.show_progress")}
                              </Button>
                              <Button
                                variant="ghost"
                                busy={remove.isPending && remove.variables?.assignment_id === a.assignment_id}
                                onClick={() => void handleDelete(a.assignment_id, a.title)}
                                data-testid="fr-delete"
                              >
                                {t("t.fr.delete")}
                              </Button>
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )
            }
          </Loadable>
          {assignmentId > 0 && <ProgressByStudent assignmentId={assignmentId} />}
          <h2>{t("t.fr.assign")}</h2>
          <Loadable query={books}>{(b) => <AssignForm classId={classId} books={b.items} />}</Loadable>
        </>
      )}
    </section>
  );
}
