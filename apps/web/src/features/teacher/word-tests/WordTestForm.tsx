import { WORD_TEST_TYPES, type WordTestType } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localInputToIso, toLocalInput } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { type PickedTopic, ResourcePicker } from "../shell/ResourcePicker.tsx";
import { useClassesQuery, useResourcesQuery } from "../teacher-console/api.ts";
import { useWordTestCreateMutation } from "./api.ts";

/**
 * Creates a word test: class, title, type (1-5), one word list (optionally some of its words) and a period.
 * @returns the form
 */
export function WordTestForm() {
  const { t } = useTranslation();
  const classes = useClassesQuery();
  const resources = useResourcesQuery();
  const create = useWordTestCreateMutation();
  const [classId, setClassId] = useState("");
  const [title, setTitle] = useState("");
  const [type, setType] = useState<WordTestType>(1);
  const [words, setWords] = useState<PickedTopic[]>([]);
  const [start, setStart] = useState(() => toLocalInput(new Date()));
  const [end, setEnd] = useState(() => toLocalInput(new Date(Date.now() + 7 * 86_400_000)));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const s = localInputToIso(start);
    const e = localInputToIso(end);
    const picked = words[0];
    const problem = !classId
      ? t("t.hw.pick_class")
      : title.trim() === ""
        ? t("t.hw.need_title")
        : !picked
          ? t("t.hw.pick_resource")
          : !s || !e || Date.parse(e) <= Date.parse(s)
            ? t("t.wt.period_error")
            : null;
    setError(problem);
    if (problem || !picked || !s || !e) return;
    create.mutate(
      {
        class_id: Number(classId),
        title: title.trim(),
        test_type: type,
        res_code: picked.res_code,
        question_ids: picked.question_ids.join(","),
        start_at: s,
        end_at: e,
      },
      {
        onSuccess: () => {
          showToast(t("t.wt.created"), "success");
          setTitle("");
          setWords([]);
        },
      },
    );
  };

  return (
    <form
      className="tc-form"
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label htmlFor="tc-wt-class">{t("t.hw.class")}</label>
        <select
          id="tc-wt-class"
          value={classId}
          onChange={(e) => setClassId(e.target.value)}
          data-testid="wt-class"
        >
          <option value="">—</option>
          {classes.data?.items.map((c) => (
            <option key={c.class_id} value={c.class_id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t("t.hw.name")}
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
        data-testid="wt-title"
      />
      <fieldset>
        <legend>{t("t.wt.type")}</legend>
        {WORD_TEST_TYPES.map((n) => (
          <label key={n} className="check">
            <input
              type="radio"
              name="tc-wt-type"
              checked={type === n}
              onChange={() => setType(n)}
              data-testid={`wt-type-${n}`}
            />
            {n}. {t(`t.wt.type${n}`)}
          </label>
        ))}
      </fieldset>
      <Loadable query={resources}>
        {(data) => (
          <ResourcePicker
            resources={data.items.filter((r) => r.is_word_list === 1)}
            value={words}
            onChange={setWords}
            single
          />
        )}
      </Loadable>
      <TextField
        label={t("t.wt.start")}
        type="datetime-local"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        data-testid="wt-start"
      />
      <TextField
        label={t("t.wt.end")}
        type="datetime-local"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        data-testid="wt-end"
      />
      {error && (
        <p className="form-error" role="alert" data-testid="wt-error">
          {error}
        </p>
      )}
      <Button type="submit" busy={create.isPending} data-testid="wt-submit">
        {t("t.wt.create")}
      </Button>
    </form>
  );
}
