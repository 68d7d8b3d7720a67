import { STUDY_WORD_DAILY_MAX, STUDY_WORD_DAILY_MIN } from "@hibiki/contracts/study-word";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import "./i18n.ts";

/** How many new words a day a plan may take. */
export const DAILY_LIMITS = { min: STUDY_WORD_DAILY_MIN, max: STUDY_WORD_DAILY_MAX };

/**
 * @param value - what the teacher typed
 * @param t - the translator
 * @returns the daily amount, or the message saying what is wrong with it
 */
export function parseDailyAmount(value: string, t: TFunction): { n: number } | { error: string } {
  const n = Number(value);
  return Number.isInteger(n) && n >= DAILY_LIMITS.min && n <= DAILY_LIMITS.max
    ? { n }
    : { error: t("t.sw.daily_error", DAILY_LIMITS) };
}

/**
 * The new-words-a-day input of the word-book and word-list assignment forms.
 * @param props - the input's id and test id, its value and change handler
 * @returns the labelled field
 */
export function DailyAmountField({
  id,
  testId,
  value,
  onChange,
}: {
  id: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{t("t.sw.daily_new")}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={DAILY_LIMITS.min}
        max={DAILY_LIMITS.max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
