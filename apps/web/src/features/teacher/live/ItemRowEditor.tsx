import { LIVE_ITEM_KINDS, LIVE_OPTIONS_MAX } from "@hibiki/contracts/live";
import { Button } from "@web/components/Button.tsx";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DraftItem, problemOf } from "./item-draft.ts";

/**
 * One question row of the new-session form: its kind, then the fields of that kind (question and 2-4
 * options with the correct one; an instruction and the English sentence; question and accepted answers),
 * its problem shown under it as the teacher types (once the row was touched or the form submitted).
 * @param props - the row, its number, change and remove
 * @returns the fieldset
 */
export function ItemRowEditor(props: {
  row: DraftItem;
  no: number;
  /** the form was submitted once: show the problem even if the row was not touched */
  tried: boolean;
  onChange: (next: DraftItem) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { row } = props;
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<DraftItem>) => {
    setTouched(true);
    props.onChange({ ...row, ...patch });
  };
  const problem = touched || props.tried ? problemOf(row) : null;
  const errId = `${id}-err`;
  const described = problem ? errId : undefined;
  return (
    <fieldset className="card tl-row" data-testid="tl-row" data-kind={row.kind} aria-describedby={described}>
      <legend>{t("t.live.item_short", { no: props.no })}</legend>
      <div className="tl-row-head">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t("t.live.form.kind")}</label>
          <select
            id={`${id}-kind`}
            value={row.kind}
            onChange={(e) => set({ kind: e.target.value as DraftItem["kind"] })}
            data-testid="tl-kind"
          >
            {LIVE_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`t.live.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="ghost" onClick={props.onRemove} data-testid="tl-remove">
          {t("t.live.form.remove", { no: props.no })}
        </Button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-prompt`}>
          {t(row.kind === "read_aloud" ? "t.live.form.instruction" : "t.live.form.prompt")}
        </label>
        <input
          id={`${id}-prompt`}
          value={row.prompt}
          onChange={(e) => set({ prompt: e.target.value })}
          data-testid="tl-prompt"
        />
      </div>
      {row.kind === "choice" && <ChoiceFields row={row} set={set} id={id} />}
      {row.kind === "read_aloud" && (
        <div className="field">
          <label htmlFor={`${id}-text`}>{t("t.live.form.text")}</label>
          <input
            id={`${id}-text`}
            lang="en"
            value={row.text}
            onChange={(e) => set({ text: e.target.value })}
            data-testid="tl-text"
          />
        </div>
      )}
      {row.kind === "short_answer" && (
        <div className="field">
          <label htmlFor={`${id}-acc`}>{t("t.live.form.accepted")}</label>
          <textarea
            id={`${id}-acc`}
            lang="en"
            rows={2}
            value={row.accepted}
            onChange={(e) => set({ accepted: e.target.value })}
            data-testid="tl-accepted"
          />
        </div>
      )}
      {problem && (
        <p id={errId} className="field-error" data-testid="tl-row-error">
          {t(`t.live.bad.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}

function ChoiceFields({
  row,
  set,
  id,
}: {
  row: DraftItem;
  set: (p: Partial<DraftItem>) => void;
  id: string;
}) {
  const { t } = useTranslation();
  const setOption = (i: number, v: string) => set({ options: row.options.map((o, k) => (k === i ? v : o)) });
  const removeOption = (i: number) =>
    set({
      options: row.options.filter((_, k) => k !== i),
      answer_index:
        row.answer_index === i ? -1 : row.answer_index > i ? row.answer_index - 1 : row.answer_index,
    });
  return (
    <div className="tl-options" role="radiogroup" aria-label={t("t.live.form.correct")}>
      {row.options.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is their index)
        <div key={i} className="tl-option">
          <input
            type="radio"
            name={`${id}-answer`}
            id={`${id}-ans-${i}`}
            checked={row.answer_index === i}
            onChange={() => set({ answer_index: i })}
            aria-label={`${t("t.live.form.correct")}: ${t("t.live.form.option", { no: i + 1 })}`}
            data-testid="tl-answer"
          />
          <label htmlFor={`${id}-opt-${i}`} className="sr-only">
            {t("t.live.form.option", { no: i + 1 })}
          </label>
          <input
            id={`${id}-opt-${i}`}
            lang="en"
            placeholder={t("t.live.form.option", { no: i + 1 })}
            value={o}
            onChange={(e) => setOption(i, e.target.value)}
            data-testid="tl-option"
          />
          {row.options.length > 2 && (
            <Button variant="ghost" className="btn-sm" onClick={() => removeOption(i)}>
              {t("t.live.form.remove_option", { no: i + 1 })}
            </Button>
          )}
        </div>
      ))}
      {row.options.length < LIVE_OPTIONS_MAX && (
        <Button
          variant="secondary"
          className="btn-sm"
          onClick={() => set({ options: [...row.options, ""] })}
          data-testid="tl-add-option"
        >
          {t("t.live.form.add_option")}
        </Button>
      )}
    </div>
  );
}
