import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePenSwitchQuery, useSetPenSwitchMutation } from "../api-pen.ts";
import "../i18n.ts";

/**
 * The pen switch (stored on the server for the student) with a line on what it does.
 * @returns the section
 */
export function PenToggle() {
  const { t } = useTranslation();
  const id = useId();
  const pen = usePenSwitchQuery();
  const setPen = useSetPenSwitchMutation();
  const on = pen.data?.enabled === true;
  return (
    <section className="card dict-pen" aria-labelledby={`${id}-title`}>
      <div className="dict-pen-row">
        <h2 id={`${id}-title`}>{t("dict.pen")}</h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-lead`}
          className="dict-switch"
          disabled={pen.isPending || setPen.isPending}
          aria-busy={setPen.isPending || undefined}
          onClick={() => setPen.mutate(!on)}
          data-testid="dict-pen-switch"
        >
          <span className="dict-switch-knob" aria-hidden="true" />
          <span className="dict-switch-text">{on ? t("dict.pen_on") : t("dict.pen_off")}</span>
        </button>
      </div>
      <p id={`${id}-lead`} className="muted">
        {t("dict.pen_lead")}
      </p>
    </section>
  );
}
