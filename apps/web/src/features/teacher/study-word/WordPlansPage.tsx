import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ClassPicker } from "../shell/ClassPicker.tsx";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { useClassesQuery } from "../teacher-console/api.ts";
import { AssignForm } from "./AssignForm.tsx";
import { useAssignmentsQuery, useUnassignMutation, useWordBooksQuery } from "./api.ts";
import { ListForm } from "./ListForm.tsx";
import "./i18n.ts";
import { MasteryByStudent } from "./MasteryByStudent.tsx";

const idOf = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : 0);

/**
 * /teacher/word-plans[?class_id&assignment_id]: a class's word books and word lists (assign a book or
 * make a list with a daily amount, withdraw one) and, for the chosen assignment, each student's mastery as
 * a stacked bar.
 * @returns the page
 */
export default function WordPlansPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("t.sw.title"));
  const [params, setParams] = useSearchParams();
  const classId = idOf(params.get("class_id"));
  const assignmentId = idOf(params.get("assignment_id"));
  const classes = useClassesQuery();
  const books = useWordBooksQuery();
  const assignments = useAssignmentsQuery(classId);
  const unassign = useUnassignMutation();
  const en = i18n.language.startsWith("en");
  const pick = (next: { class_id?: number; assignment_id?: number }) => {
    const s = new URLSearchParams();
    const c = next.class_id ?? classId;
    if (c) s.set("class_id", String(c));
    if (next.assignment_id) s.set("assignment_id", String(next.assignment_id));
    setParams(s);
  };
  const handleUnassign = async (id: number) => {
    try {
      await confirmBox(t("t.sw.unassign_confirm"), { okLabel: t("t.sw.unassign") });
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    unassign.mutate(
      { assignment_id: id },
      {
        onSuccess: () => {
          showToast(t("t.sw.unassigned"), "success");
          if (id === assignmentId) pick({ assignment_id: 0 });
        },
      },
    );
  };
  const chosen = assignments.data?.items.find((a) => a.assignment_id === assignmentId) ?? null;
  return (
    <section aria-labelledby="tc-sw-title" data-testid="sw-t-page">
      <h1 id="tc-sw-title">{t("t.sw.title")}</h1>
      <p className="muted">{t("t.sw.lead")}</p>
      <ClassPicker
        id="tc-sw-class"
        label={t("t.sw.class")}
        placeholder={t("t.sw.pick_class")}
        value={classId}
        classes={classes.data?.items}
        onPick={(id) => pick({ class_id: id })}
        testId="sw-t-class"
      />
      {classId > 0 && (
        <>
          <h2>{t("t.sw.assignments")}</h2>
          <Loadable query={assignments}>
            {(d) =>
              d.items.length === 0 ? (
                <p className="muted">{t("t.sw.none")}</p>
              ) : (
                <div className="tc-table-wrap sw-t-table-wrap">
                  <table className="tc-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("t.sw.book")}</th>
                        <th scope="col" className="num">
                          {t("t.sw.daily")}
                        </th>
                        <th scope="col">{t("t.sw.created")}</th>
                        <th scope="col">
                          <span className="sr-only">{t("t.sw.show_mastery")}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.items.map((a) => (
                        <tr key={a.assignment_id} data-testid="sw-t-assignment" data-book-id={a.book_id}>
                          <th scope="row">
                            {en ? a.title_en : a.title_ja}
                            {a.kind === "list" && (
                              <span className="muted sw-list-book">
                                {" "}
                                {t("t.sw.list.badge", { count: a.word_count ?? 0 })}
                              </span>
                            )}
                          </th>
                          <td className="num">{a.daily_new}</td>
                          <td>{formatDateTime(a.created_at, i18n.language)}</td>
                          <td>
                            <div className="tc-actions">
                              <Button
                                variant="secondary"
                                aria-pressed={a.assignment_id === assignmentId}
                                onClick={() => pick({ assignment_id: a.assignment_id })}
                                data-testid="sw-t-show"
                              >
                                {t("t.sw.show_mastery")}
                              </Button>
                              <Button
                                variant="ghost"
                                busy={
                                  unassign.isPending && unassign.variables?.assignment_id === a.assignment_id
                                }
                                onClick={() => void handleUnassign(a.assignment_id)}
                              >
                                {t("t.sw.unassign")}
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
          {chosen && (
            <MasteryByStudent
              classId={classId}
              assignmentId={chosen.assignment_id}
              title={en ? chosen.title_en : chosen.title_ja}
            />
          )}
          <h2>{t("t.sw.assign")}</h2>
          <Loadable query={books}>{(b) => <AssignForm classId={classId} books={b.items} />}</Loadable>
          <ListForm classId={classId} />
        </>
      )}
    </section>
  );
}
