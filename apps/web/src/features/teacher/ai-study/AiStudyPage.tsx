import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ClassPicker } from "../shell/ClassPicker.tsx";
import { confirmed } from "../shell/confirm.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { AssignForm } from "./AssignForm.tsx";
import "./ai-study.css";
import {
  useAiHomeworkAssignmentsQuery,
  useAiHomeworkDeleteMutation,
  useAiHomeworkOptionsQuery,
} from "./api.ts";
import { HeatmapSection } from "./HeatmapSection.tsx";
import "./i18n.ts";
import { ProgressTable } from "./ProgressTable.tsx";

const idOf = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : 0);

/**
 * /teacher/ai-study[?class_id&assignment_id&course_id] (menu AIスタディ課題): a class's AI homework (an AI
 * study course or chosen lessons, or an AI speaking scenario, with a due date; delete with a
 * confirmation), each student's progress on the chosen one as a bar, the class's mastery of a course's
 * grammar points as a heatmap, and the form to assign more.
 * @returns the page
 */
export default function AiStudyPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("t.ai.title"));
  const en = i18n.language.startsWith("en");
  const [params, setParams] = useSearchParams();
  const classId = idOf(params.get("class_id"));
  const assignmentId = idOf(params.get("assignment_id"));
  const options = useAiHomeworkOptionsQuery();
  const assignments = useAiHomeworkAssignmentsQuery(classId);
  const remove = useAiHomeworkDeleteMutation();
  const courses = options.data?.courses ?? [];
  // the course shown in the heatmap: the address's, else the newest course homework's, else the first
  const wanted = params.get("course_id") ?? "";
  const courseId =
    courses.find((c) => c.course_id === wanted)?.course_id ??
    assignments.data?.items.find((a) => a.course_id)?.course_id ??
    courses[0]?.course_id ??
    "";
  const pick = (next: { class_id?: number; assignment_id?: number; course_id?: string }) => {
    const s = new URLSearchParams(params);
    // another class shows none of the last one's homework
    if (next.class_id !== undefined) for (const k of ["assignment_id", "course_id"]) s.delete(k);
    for (const [k, v] of Object.entries(next)) {
      if (v) s.set(k, String(v));
      else s.delete(k);
    }
    setParams(s);
  };
  const handleDelete = async (id: number, title: string) => {
    if (!(await confirmed(t("t.ai.delete_confirm", { title })))) return;
    // its progress closes first, so the refresh after deleting does not ask for a gone assignment
    if (id === assignmentId) pick({ assignment_id: 0 });
    remove.mutate({ assignment_id: id }, { onSuccess: () => showToast(t("t.ai.deleted"), "success") });
  };
  return (
    <section className="ai-page" aria-labelledby="tc-ai-title" data-testid="ai-page">
      <h1 id="tc-ai-title">{t("t.ai.title")}</h1>
      <p className="muted">{t("t.ai.lead")}</p>
      <Loadable query={options}>
        {(o) => (
          <>
            <ClassPicker
              id="tc-ai-class"
              label={t("t.ai.class")}
              placeholder={t("t.ai.pick_class")}
              value={classId}
              classes={o.classes}
              onPick={(id) => pick({ class_id: id })}
              testId="ai-class"
              className="tc-select"
            />
            {classId > 0 && (
              <>
                <h2>{t("t.ai.assignments")}</h2>
                <Loadable query={assignments}>
                  {(d) =>
                    d.items.length === 0 ? (
                      <p className="muted" data-testid="ai-none">
                        {t("t.ai.none")}
                      </p>
                    ) : (
                      <div className="tc-table-wrap">
                        <table className="tc-table ai-assign-table">
                          <thead>
                            <tr>
                              <th scope="col">{t("t.ai.target_col")}</th>
                              <th scope="col">{t("t.ai.due_col")}</th>
                              <th scope="col" className="num">
                                {t("t.ai.done_count")}
                              </th>
                              <th scope="col">
                                <span className="sr-only">{t("t.ai.actions")}</span>
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {d.items.map((a) => {
                              const title = en ? a.title_en : a.title;
                              return (
                                <tr
                                  key={a.assignment_id}
                                  data-testid="ai-assignment"
                                  data-assignment-id={a.assignment_id}
                                >
                                  <th scope="row">
                                    <span className="muted">{t(`t.ai.kind.${a.target_type}`)}</span> {title}
                                    {a.target_type === "course" && (
                                      <span className="ai-lesson-list">
                                        {a.whole_course
                                          ? t("t.ai.whole_course", { count: a.lessons.length })
                                          : a.lessons
                                              .map((l) =>
                                                t("t.ai.lesson_short", {
                                                  no: l.lesson_no,
                                                  title: en ? l.title_en : l.title,
                                                }),
                                              )
                                              .join("、")}
                                      </span>
                                    )}
                                    {a.note && <span className="ai-note">{a.note}</span>}
                                  </th>
                                  <td>
                                    {a.due_date}{" "}
                                    <span className="muted">（{t(`t.ai.status.${a.status}`)}）</span>
                                  </td>
                                  <td className="num">
                                    {a.done_count} / {a.students}
                                  </td>
                                  <td>
                                    <div className="tc-actions">
                                      <Button
                                        variant="secondary"
                                        aria-pressed={a.assignment_id === assignmentId}
                                        onClick={() => pick({ assignment_id: a.assignment_id })}
                                        data-testid="ai-show"
                                      >
                                        {t("t.ai.show_progress")}
                                      </Button>
                                      <Button
                                        variant="ghost"
                                        busy={
                                          remove.isPending &&
                                          remove.variables?.assignment_id === a.assignment_id
                                        }
                                        onClick={() => void handleDelete(a.assignment_id, title)}
                                        data-testid="ai-delete"
                                      >
                                        {t("t.ai.delete")}
                                      </Button>
                                    </div>
                                  </td>
                                </tr>
                              );
                            })}
                          </tbody>
                        </table>
                      </div>
                    )
                  }
                </Loadable>
                {assignmentId > 0 && <ProgressTable assignmentId={assignmentId} />}
                {courses.length === 0 ? (
                  <p className="muted">{t("t.ai.no_courses")}</p>
                ) : (
                  <HeatmapSection
                    classId={classId}
                    courses={courses}
                    courseId={courseId}
                    onCourse={(id) => pick({ course_id: id })}
                  />
                )}
                <h2>{t("t.ai.assign")}</h2>
                <AssignForm classId={classId} courses={courses} scenarios={o.scenarios} />
              </>
            )}
          </>
        )}
      </Loadable>
    </section>
  );
}
