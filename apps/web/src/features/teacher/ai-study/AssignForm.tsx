import { AI_HOMEWORK_NOTE_MAX, type AiHomeworkCourse, type AiHomeworkScenario } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAiHomeworkAssignMutation } from "./api.ts";
import {
  type AiAssignField,
  type AiAssignProblem,
  checkAiAssignForm,
  emptyAiAssignForm,
} from "./assign-form.ts";
import "./i18n.ts";

/**
 * Assigns AI homework to the chosen class: an AI study course (the whole course, or lessons ticked) or an
 * AI speaking scenario, the due date and a note. Problems show under their fields before anything is sent;
 * the server's refusals (a duplicate, an unknown target) come as the console's toasts.
 * @param props - the class, the courses and the scenarios
 * @returns the form
 */
export function AssignForm({
  classId,
  courses,
  scenarios,
}: {
  classId: number;
  courses: readonly AiHomeworkCourse[];
  scenarios: readonly AiHomeworkScenario[];
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const assign = useAiHomeworkAssignMutation();
  const fresh = () => emptyAiAssignForm(new Date(), courses[0]?.course_id ?? "");
  const [form, setForm] = useState(fresh);
  const [problems, setProblems] = useState<AiAssignProblem[]>([]);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const problemOf = (field: AiAssignField) => {
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key, p.values) : null;
  };
  const course = courses.find((c) => c.course_id === form.courseId);
  const toggleLesson = (id: string, on: boolean) =>
    set("lessonIds", on ? [...form.lessonIds, id] : form.lessonIds.filter((x) => x !== id));
  const submit = () => {
    const checked = checkAiAssignForm(form, classId, new Date());
    if ("problems" in checked) return setProblems(checked.problems);
    setProblems([]);
    assign.mutate(checked.body, {
      onSuccess: (r) => {
        const title = en ? r.assignment.title_en : r.assignment.title;
        showToast(t("t.ai.assigned", { title, count: r.students }), "success");
        setForm(fresh());
      },
    });
  };
  const targetError = problemOf("target");
  return (
    <form
      className="tc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="ai-assign-form"
    >
      <fieldset>
        <legend>{t("t.ai.target")}</legend>
        {(["course", "scenario"] as const).map((kind) => (
          <label key={kind} className="tc-check">
            <input
              type="radio"
              name="ai-target"
              checked={form.targetType === kind}
              onChange={() => set("targetType", kind)}
              data-testid={`ai-target-${kind}`}
            />
            {t(kind === "course" ? "t.ai.target_course" : "t.ai.target_scenario")}
          </label>
        ))}
        {form.targetType === "course" ? (
          <>
            <div className="field">
              <label htmlFor="ai-course">{t("t.ai.course")}</label>
              <select
                id="ai-course"
                value={form.courseId}
                onChange={(e) => setForm((f) => ({ ...f, courseId: e.target.value, lessonIds: [] }))}
                data-testid="ai-course"
              >
                {courses.map((c) => (
                  <option key={c.course_id} value={c.course_id}>
                    {en ? c.title_en : c.title}
                  </option>
                ))}
              </select>
            </div>
            {course && (
              <fieldset className="ai-lessons" data-testid="ai-lessons">
                <legend>{t("t.ai.lessons")}</legend>
                {course.lessons.map((l) => (
                  <label key={l.lesson_id} className="tc-check">
                    <input
                      type="checkbox"
                      checked={form.lessonIds.includes(l.lesson_id)}
                      onChange={(e) => toggleLesson(l.lesson_id, e.target.checked)}
                      data-testid="ai-lesson"
                      value={l.lesson_id}
                    />
                    {t("t.ai.lesson_short", { no: l.lesson_no, title: en ? l.title_en : l.title })}
                  </label>
                ))}
                <p className="muted" aria-live="polite">
                  {form.lessonIds.length
                    ? t("t.ai.lessons_chosen", { count: form.lessonIds.length })
                    : t("t.ai.whole_course", { count: course.lessons.length })}
                </p>
              </fieldset>
            )}
          </>
        ) : (
          <div className="field">
            <label htmlFor="ai-scenario">{t("t.ai.scenario")}</label>
            <select
              id="ai-scenario"
              value={form.scenarioId}
              onChange={(e) => set("scenarioId", e.target.value)}
              data-testid="ai-scenario"
            >
              <option value="">{t("t.ai.pick_scenario")}</option>
              {scenarios.map((s) => (
                <option key={s.scenario_id} value={s.scenario_id}>
                  {t("t.ai.scenario_option", {
                    title: en ? s.title : s.title_ja,
                    level: s.level,
                    turns: s.turn_count,
                  })}
                </option>
              ))}
            </select>
          </div>
        )}
        {targetError && (
          <p className="field-error" role="alert" data-testid="ai-error-target">
            {targetError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t("t.ai.due")}
        type="date"
        value={form.dueDate}
        onChange={(e) => set("dueDate", e.target.value)}
        error={problemOf("due")}
        data-testid="ai-due"
      />
      <TextField
        label={t("t.ai.note")}
        hint={t("t.ai.note_hint")}
        value={form.note}
        onChange={(e) => set("note", e.target.value)}
        limit={{ max: AI_HOMEWORK_NOTE_MAX }}
        error={problemOf("note")}
        data-testid="ai-note"
      />
      <div>
        <Button type="submit" busy={assign.isPending} data-testid="ai-assign">
          {t("t.ai.submit")}
        </Button>
      </div>
    </form>
  );
}
