import { useTranslation } from "react-i18next";
import "./field-limit.css";
import "./field-limit-i18n.ts";

/** Props of {@link FieldLimit}. */
export type FieldLimitProps = {
  /** id to reference from the field's aria-describedby */
  id: string;
  /** the current value */
  value: string;
  max: number;
  min?: number;
};

const n = (v: number, lang: string) => v.toLocaleString(lang === "en" ? "en-US" : "ja-JP");

/**
 * The limit of a text field and a live counter, shown before submitting: 「1,000 文字以内 · 12 / 1,000」.
 * Past the limit the counter turns to the danger colour and says how many characters are too many (read
 * out politely). The count is the value's length, as the server counts.
 * @param props - the id for aria-describedby, the value and the limits
 * @returns the hint line
 */
export function FieldLimit({ id, value, max, min }: FieldLimitProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const count = value.length;
  const over = count - max;
  const rule =
    min !== undefined && min > 1
      ? t("field_limit.range", { min: n(min, lang), max: n(max, lang) })
      : t("field_limit.max", { max: n(max, lang) });
  return (
    <p id={id} className="field-limit" data-over={over > 0 || undefined} data-testid="field-limit">
      <span>{rule}</span>
      <span className="field-limit-count" aria-hidden="true">
        {t("field_limit.count", { count: n(count, lang), max: n(max, lang) })}
      </span>
      <span className="sr-only">{t("field_limit.count_sr", { count: n(count, lang) })}</span>
      <span aria-live="polite" className={over > 0 ? "field-limit-over" : "sr-only"}>
        {over > 0 ? t("field_limit.over", { over: n(over, lang) }) : ""}
      </span>
    </p>
  );
}
