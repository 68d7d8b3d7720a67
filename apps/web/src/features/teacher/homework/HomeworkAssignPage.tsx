import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { checkEnd, localInputToIso, toLocalInput } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { type PickedTopic, ResourcePicker } from "../shell/ResourcePicker.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useClassesQuery, useResourcesQuery } from "../teacher-console/api.ts";
import { useHomeworkCreateMutation } from "./api.ts";
import { ChosenStudentsField } from "./ChosenStudentsField.tsx";

const SWITCHES = ["sample_answer", "speech_speed", "subtitle", "translation", "answer_tips"] as const;
type Switch = (typeof SWITCHES)[number];

function defaultDeadline(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setHours(17, 0, 0, 0);
  return toLocalInput(d);
}

/**
 * Assign homework: class, title, comment, one or more resources (optionally some of their items), deadline,
 * required times, attempt limit and the five display switches (each on by default).
 * @returns the page
 */
export default function HomeworkAssignPage() {
  const { t } = useTranslation();
  usePageTitle(t("t.hw.assign"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classes = useClassesQuery();
  const resources = useResourcesQuery();
  const create = useHomeworkCreateMutation();
  const [classId, setClassId] = useState(params.get("class_id") ?? "");
  const [alsoClasses, setAlsoClasses] = useState<Set<number>>(new Set());
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [title, setTitle] = useState("");
  const [comment, setComment] = useState("");
  const [topics, setTopics] = useState<PickedTopic[]>([]);
  const [deadline, setDeadline] = useState(defaultDeadline);
  const [releaseAt, setReleaseAt] = useState("");
  const [requiredTimes, setRequiredTimes] = useState("0");
  const [hasLimit, setHasLimit] = useState(false);
  const [limitNumber, setLimitNumber] = useState("3");
  const [switches, setSwitches] = useState<Record<Switch, boolean>>({
    sample_answer: true,
    speech_speed: true,
    subtitle: true,
    translation: true,
    answer_tips: true,
  });
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const { iso, problem: end } = checkEnd(deadline);
    const release = releaseAt ? localInputToIso(releaseAt) : null;
    const otherClasses = [...alsoClasses].filter((id) => id !== Number(classId));
    const students = otherClasses.length === 0 ? chosen : null;
    const problem = !classId
      ? "t.hw.pick_class"
      : students && students.size === 0
        ? "t.hw.pick_students"
        : title.trim() === ""
          ? "t.hw.need_title"
          : topics.length === 0
            ? "t.hw.pick_resource"
            : end === "past"
              ? "t.hw.deadline_past"
              : end || !iso
                ? "t.hw.need_deadline"
                : releaseAt && (!release || Date.parse(release) >= Date.parse(iso))
                  ? "t.hw.release_after_deadline"
                  : null;
    if (problem || !iso) {
      setError(t(problem ?? "t.hw.need_deadline"));
      return;
    }
    setError(null);
    const flag = (on: boolean) => (on ? 1 : 0);
    create.mutate(
      {
        class_id: Number(classId),
        also_class_ids: otherClasses.join(","),
        student_ids: students ? [...students].join(",") : "",
        title: title.trim(),
        comment: comment.trim(),
        topics: topics.map((tp) => ({ res_code: tp.res_code, question_ids: tp.question_ids.join(",") })),
        deadline: iso,
        release_at: release ?? "",
        required_times: Number(requiredTimes) || 0,
        has_limit: flag(hasLimit),
        limit_number: hasLimit ? Number(limitNumber) || 0 : 0,
        ...Object.fromEntries(SWITCHES.map((s) => [s, flag(switches[s])])),
      },
      {
        onSuccess: (d) => {
          showToast(
            d.homework_ids.length > 1
              ? t("t.hw.created_many", { count: d.homework_ids.length })
              : t("t.hw.created"),
            "success",
          );
          void navigate(teacherUrls.homework(d.homework_id));
        },
      },
    );
  };

  return (
    <section aria-labelledby="tc-assign-title">
      <h1 id="tc-assign-title">{t("t.hw.assign")}</h1>
      <form
        className="tc-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <label htmlFor="tc-hw-class">{t("t.hw.class")}</label>
          <select
            id="tc-hw-class"
            value={classId}
            onChange={(e) => {
              setClassId(e.target.value);
              setChosen(null); // another class: its own students
            }}
            data-testid="hw-class"
          >
            <option value="">—</option>
            {classes.data?.items
              .filter((c) => !c.archived_at)
              .map((c) => (
                <option key={c.class_id} value={c.class_id}>
                  {c.name}
                </option>
              ))}
          </select>
        </div>
        {classId && (classes.data?.items.filter((c) => !c.archived_at).length ?? 0) > 1 && (
          <fieldset className="tc-also-classes">
            <legend>{t("t.hw.also_classes")}</legend>
            {classes.data?.items
              .filter((c) => !c.archived_at && String(c.class_id) !== classId)
              .map((c) => (
                <label key={c.class_id}>
                  <input
                    type="checkbox"
                    checked={alsoClasses.has(c.class_id)}
                    onChange={(e) => {
                      const next = new Set(alsoClasses);
                      if (e.target.checked) next.add(c.class_id);
                      else next.delete(c.class_id);
                      setAlsoClasses(next);
                    }}
                    data-testid="hw-also-class"
                  />{" "}
                  {c.name}
                </label>
              ))}
          </fieldset>
        )}
        {classId && (
          <ChosenStudentsField
            classId={Number(classId)}
            value={chosen}
            onChange={setChosen}
            wholeClassesOnly={[...alsoClasses].some((id) => id !== Number(classId))}
          />
        )}
        <TextField
          label={t("t.hw.name")}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="hw-title"
        />
        <div className="field">
          <label htmlFor="tc-hw-comment">{t("t.hw.comment")}</label>
          <textarea
            id="tc-hw-comment"
            value={comment}
            maxLength={1000}
            onChange={(e) => setComment(e.target.value)}
            data-testid="hw-comment"
          />
        </div>
        <Loadable query={resources}>
          {(data) => <ResourcePicker resources={data.items} value={topics} onChange={setTopics} />}
        </Loadable>
        <TextField
          label={t("t.hw.deadline")}
          type="datetime-local"
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          data-testid="hw-deadline"
        />
        <TextField
          label={t("t.hw.release_at")}
          type="datetime-local"
          value={releaseAt}
          onChange={(e) => setReleaseAt(e.target.value)}
          data-testid="hw-release-at"
        />
        <TextField
          label={t("t.hw.required_times")}
          type="number"
          min={0}
          max={20}
          value={requiredTimes}
          onChange={(e) => setRequiredTimes(e.target.value)}
          data-testid="hw-required-times"
        />
        <label className="check">
          <input
            type="checkbox"
            checked={hasLimit}
            onChange={(e) => setHasLimit(e.target.checked)}
            data-testid="hw-has-limit"
          />
          {t("t.hw.has_limit")}
        </label>
        {hasLimit && (
          <TextField
            label={t("t.hw.limit_number")}
            type="number"
            min={1}
            max={100}
            value={limitNumber}
            onChange={(e) => setLimitNumber(e.target.value)}
            data-testid="hw-limit-number"
          />
        )}
        <fieldset>
          <legend>{t("t.hw.switches")}</legend>
          {SWITCHES.map((s) => (
            <label key={s} className="check">
              <input
                type="checkbox"
                checked={switches[s]}
                onChange={(e) => setSwitches({ ...switches, [s]: e.target.checked })}
                data-testid={`hw-switch-${s}`}
              />
              {t(`t.hw.${s}`)}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="form-error" role="alert" data-testid="hw-error">
            {error}
          </p>
        )}
        <Button type="submit" busy={create.isPending} data-testid="hw-submit">
          {t("t.hw.assign")}
        </Button>
      </form>
    </section>
  );
}
