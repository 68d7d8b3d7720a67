import { LIVE_ITEM_KINDS, LIVE_ITEMS_MAX, LIVE_TITLE_MAX, type LiveItemKind } from "@hibiki/contracts/live";
import { Button } from "@web/components/Button.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ClassPicker } from "../shell/ClassPicker.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useClassesQuery } from "../teacher-console/api.ts";
import { useLiveCreateMutation, useLiveSamplesQuery } from "./api.ts";
import { ItemRowEditor } from "./ItemRowEditor.tsx";
import {
  createBodyOf,
  type DraftItem,
  draftOf,
  emptyDraft,
  formProblems,
  problemCount,
} from "./item-draft.ts";

/**
 * 新しいライブ授業: the class (open classes only), a title and 1-20 questions of the three kinds (rows
 * added and removed, or a sample set loaded), each checked by the contract's schema as the teacher types;
 * start creates the session and opens its console.
 * @param props - what cancel does
 * @returns the form
 */
export function NewLiveForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const classes = useClassesQuery();
  const samples = useLiveSamplesQuery();
  const create = useLiveCreateMutation();
  const [classId, setClassId] = useState(0);
  const [title, setTitle] = useState("");
  const [rows, setRows] = useState<DraftItem[]>(() => [emptyDraft("choice")]);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState("");
  const problems = formProblems(classId, title, rows);
  const count = problemCount(problems);
  const open = classes.data?.items.filter((c) => !c.archived_at);
  const add = (kind: LiveItemKind) =>
    setRows((r) => (r.length < LIVE_ITEMS_MAX ? [...r, emptyDraft(kind)] : r));
  const loadSample = (setId: string) => {
    const set = samples.data?.sets.find((s) => s.set_id === setId);
    if (!set) return;
    setRows(set.items.map(draftOf));
    if (!title.trim()) setTitle(set.title.slice(0, LIVE_TITLE_MAX));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerError("");
    if (count > 0) return;
    try {
      const out = await create.mutateAsync(createBodyOf(classId, title, rows));
      navigate(teacherUrls.liveSession(out.live_id));
    } catch (err) {
      setServerError(
        err instanceof ApiError ? t(err.errorKey ?? "", { defaultValue: err.message }) : String(err),
      );
    }
  };
  return (
    <form
      className="card tl-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-h`}
      data-testid="tl-form"
    >
      <h2 id={`${id}-h`}>{t("t.live.new")}</h2>
      <ClassPicker
        id={`${id}-class`}
        label={t("t.live.form.class")}
        placeholder={t("t.live.form.pick_class")}
        value={classId}
        classes={open}
        onPick={setClassId}
        testId="tl-class"
      />
      {tried && problems.class && <p className="field-error">{t("t.live.form.need_class")}</p>}
      <div className="field">
        <label htmlFor={`${id}-title`}>{t("t.live.form.title")}</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={LIVE_TITLE_MAX + 20}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={(tried || title !== "") && problems.title === true}
          data-testid="tl-title"
        />
        {(tried || title !== "") && problems.title && (
          <p className="field-error">{t("t.live.form.need_title", { max: LIVE_TITLE_MAX })}</p>
        )}
      </div>
      {(samples.data?.sets.length ?? 0) > 0 && (
        <div className="field">
          <label htmlFor={`${id}-sample`}>{t("t.live.form.sample")}</label>
          <select
            id={`${id}-sample`}
            defaultValue=""
            onChange={(e) => loadSample(e.target.value)}
            data-testid="tl-sample"
          >
            <option value="">{t("t.live.form.sample_none")}</option>
            {samples.data?.sets.map((s) => (
              <option key={s.set_id} value={s.set_id}>
                {s.level ? `${s.title}（${s.level}）` : s.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <h3>{t("t.live.form.items", { n: rows.length, max: LIVE_ITEMS_MAX })}</h3>
      {rows.map((r, i) => (
        <ItemRowEditor
          key={r.key}
          row={r}
          no={i + 1}
          tried={tried}
          onChange={(next) => setRows((all) => all.map((x) => (x.key === r.key ? next : x)))}
          onRemove={() => setRows((all) => all.filter((x) => x.key !== r.key))}
        />
      ))}
      {tried && problems.items && <p className="field-error">{t("t.live.form.need_items")}</p>}
      <fieldset className="tl-add">
        <legend>{t("t.live.form.add")}</legend>
        {LIVE_ITEM_KINDS.map((k) => (
          <Button
            key={k}
            variant="secondary"
            className="btn-sm"
            disabled={rows.length >= LIVE_ITEMS_MAX}
            onClick={() => add(k)}
            data-testid={`tl-add-${k}`}
          >
            {t(`t.live.kind.${k}`)}
          </Button>
        ))}
      </fieldset>
      {tried && count > 0 && (
        <p className="form-error" role="alert" data-testid="tl-form-error">
          {t("t.live.form.fix", { n: count })}
        </p>
      )}
      {serverError && (
        <p className="form-error" role="alert" data-testid="tl-server-error">
          {serverError}
        </p>
      )}
      <div className="tl-actions">
        <Button type="submit" busy={create.isPending} data-testid="tl-start">
          {t("t.live.form.start")}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("t.live.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
