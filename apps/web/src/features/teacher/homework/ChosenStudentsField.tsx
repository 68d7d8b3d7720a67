import { useTranslation } from "react-i18next";
import { useRosterQuery } from "../teacher-console/api.ts";

type Props = {
  /** the homework's class (0: none chosen yet) */
  classId: number;
  /** the chosen students, or null for the whole class */
  value: Set<number> | null;
  onChange: (next: Set<number> | null) => void;
  /** true when other classes get the homework too (then it goes to whole classes) */
  wholeClassesOnly: boolean;
};

/**
 * Who gets a homework: the whole class, or students chosen from its roster (出席番号 order, active ones).
 * @returns the fieldset
 */
export function ChosenStudentsField({ classId, value, onChange, wholeClassesOnly }: Props) {
  const { t } = useTranslation();
  const roster = useRosterQuery(classId);
  const students = (roster.data?.items ?? []).filter((s) => s.is_active !== 0);
  const choosing = value !== null && !wholeClassesOnly;
  return (
    <fieldset className="tc-chosen-students" data-testid="hw-target">
      <legend>{t("t.hw.target")}</legend>
      <label>
        <input
          type="radio"
          name="hw-target"
          checked={!choosing}
          onChange={() => onChange(null)}
          data-testid="hw-target-class"
        />{" "}
        {t("t.hw.target_class")}
      </label>
      <label>
        <input
          type="radio"
          name="hw-target"
          checked={choosing}
          disabled={wholeClassesOnly}
          onChange={() => onChange(new Set())}
          data-testid="hw-target-chosen"
        />{" "}
        {t("t.hw.target_chosen")}
      </label>
      {wholeClassesOnly && <p className="muted">{t("t.hw.target_one_class")}</p>}
      {choosing && roster.isPending && (
        <p className="muted" role="status">
          {t("t.loading")}
        </p>
      )}
      {choosing && students.length > 0 && (
        <ul className="tc-chosen-list" aria-label={t("t.hw.target_chosen")}>
          {students.map((s) => (
            <li key={s.student_id}>
              <label>
                <input
                  type="checkbox"
                  checked={value.has(s.student_id)}
                  onChange={(e) => {
                    const next = new Set(value);
                    if (e.target.checked) next.add(s.student_id);
                    else next.delete(s.student_id);
                    onChange(next);
                  }}
                  data-testid="hw-chosen-student"
                />{" "}
                {s.class_number !== null && <span className="muted">{s.class_number}. </span>}
                {s.nickname || s.username}
              </label>
            </li>
          ))}
        </ul>
      )}
      {choosing && (
        <p className="muted" aria-live="polite" data-testid="hw-chosen-count">
          {t("t.hw.target_count", { count: value.size })}
        </p>
      )}
    </fieldset>
  );
}
