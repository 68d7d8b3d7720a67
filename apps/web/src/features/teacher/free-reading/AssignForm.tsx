import { EBOOK_YL_MAX, EBOOK_YL_MIN, type EbookSummary, FREE_READING_TITLE_MAX } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFreeReadingAssignMutation } from "./api.ts";
import { type AssignField, type AssignProblem, checkAssignForm, emptyAssignForm } from "./assign-form.ts";
import { BookPicker } from "./BookPicker.tsx";
import "./i18n.ts";

const YL_STEPS = Array.from({ length: 36 }, (_, i) => Math.round((EBOOK_YL_MIN + i * 0.1) * 10) / 10).filter(
  (y) => y <= EBOOK_YL_MAX,
);

/**
 * Assigns free reading to the chosen class: a title, the books (a YL range or chosen books), the target
 * (books or words) and the period. Problems are shown under their fields before anything is sent.
 * @param props - the class and the library
 * @returns the form
 */
export function AssignForm({ classId, books }: { classId: number; books: readonly EbookSummary[] }) {
  const { t } = useTranslation();
  const assign = useFreeReadingAssignMutation();
  const [form, setForm] = useState(() => emptyAssignForm(new Date()));
  const [problems, setProblems] = useState<AssignProblem[]>([]);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const problemOf = (field: AssignField) => {
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key, p.values) : null;
  };
  const submit = () => {
    const checked = checkAssignForm(form, classId);
    if ("problems" in checked) return setProblems(checked.problems);
    setProblems([]);
    assign.mutate(checked.body, {
      onSuccess: (r) => {
        showToast(t("t.fr.assigned", { title: r.assignment.title, count: r.students }), "success");
        setForm(emptyAssignForm(new Date()));
      },
    });
  };
  const fieldError = (field: AssignField) => {
    const text = problemOf(field);
    return text ? (
      <p className="field-error" role="alert" data-testid={`fr-error-${field}`}>
        {text}
      </p>
    ) : null;
  };
  return (
    <form
      className="tc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="fr-assign-form"
    >
      <TextField
        label={t("t.fr.title_label")}
        hint={t("t.fr.title_hint")}
        value={form.title}
        onChange={(e) => set("title", e.target.value)}
        limit={{ max: FREE_READING_TITLE_MAX }}
        error={problemOf("title")}
        data-testid="fr-title"
      />
      <fieldset>
        <legend>{t("t.fr.books_label")}</legend>
        <label className="tc-check">
          <input
            type="radio"
            name="fr-mode"
            checked={form.mode === "level"}
            onChange={() => set("mode", "level")}
            data-testid="fr-mode-level"
          />
          {t("t.fr.mode_level")}
        </label>
        <label className="tc-check">
          <input
            type="radio"
            name="fr-mode"
            checked={form.mode === "books"}
            onChange={() => set("mode", "books")}
            data-testid="fr-mode-books"
          />
          {t("t.fr.mode_books")}
        </label>
        {form.mode === "level" ? (
          <div className="fr-range">
            <label>
              {t("t.fr.yl_min")}{" "}
              <select
                value={form.ylMin}
                onChange={(e) => set("ylMin", e.target.value)}
                data-testid="fr-yl-min"
              >
                {YL_STEPS.map((y) => (
                  <option key={y} value={String(y)}>
                    {y.toFixed(1)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("t.fr.yl_max")}{" "}
              <select
                value={form.ylMax}
                onChange={(e) => set("ylMax", e.target.value)}
                data-testid="fr-yl-max"
              >
                {YL_STEPS.map((y) => (
                  <option key={y} value={String(y)}>
                    {y.toFixed(1)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : (
          <BookPicker books={books} value={form.bookIds} onChange={(ids) => set("bookIds", ids)} />
        )}
        {fieldError("books")}
      </fieldset>
      <fieldset>
        <legend>{t("t.fr.target_label")}</legend>
        <label className="tc-check">
          <input
            type="radio"
            name="fr-target"
            checked={form.targetType === "books"}
            onChange={() => set("targetType", "books")}
            data-testid="fr-target-books"
          />
          {t("t.fr.target_books")}
        </label>
        <label className="tc-check">
          <input
            type="radio"
            name="fr-target"
            checked={form.targetType === "words"}
            onChange={() => set("targetType", "words")}
            data-testid="fr-target-words"
          />
          {t("t.fr.target_words")}
        </label>
        <TextField
          label={t(form.targetType === "books" ? "t.fr.target_value_books" : "t.fr.target_value_words")}
          inputMode="numeric"
          value={form.targetValue}
          onChange={(e) => set("targetValue", e.target.value)}
          error={problemOf("target")}
          data-testid="fr-target-value"
        />
      </fieldset>
      <fieldset>
        <legend>{t("t.fr.period")}</legend>
        <div className="fr-range">
          <TextField
            label={t("t.fr.start")}
            type="date"
            value={form.startDate}
            onChange={(e) => set("startDate", e.target.value)}
            data-testid="fr-start"
          />
          <TextField
            label={t("t.fr.end")}
            type="date"
            value={form.endDate}
            onChange={(e) => set("endDate", e.target.value)}
            data-testid="fr-end"
          />
        </div>
        {fieldError("dates")}
      </fieldset>
      <div>
        <Button type="submit" busy={assign.isPending} data-testid="fr-assign">
          {t("t.fr.submit")}
        </Button>
      </div>
    </form>
  );
}
