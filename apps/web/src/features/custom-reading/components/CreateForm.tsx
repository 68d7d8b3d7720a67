import type { CustomReadingText } from "@hibiki/contracts";
import { CUSTOM_READING_MAX_CHARS, checkCustomText } from "@hibiki/exercises/custom-reading";
import { Button } from "@web/components/Button.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateTextMutation } from "../api.ts";
import "../i18n.ts";

/** Props of {@link CreateForm}. */
export type CreateFormProps = {
  /** the saved text (the page moves on to practising it) */
  onCreated: (text: CustomReadingText) => void;
};

/**
 * The form of a new text. The shared rules (`@hibiki/exercises/custom-reading`, the server runs the same)
 * check it as the student types: the first broken rule shows under the field at once, with the 0/50
 * counter, and the save button stays disabled until the text passes. What only the server knows (words
 * that are not allowed, a duplicate, the limit) comes back as an error key and shows in the same place.
 * @param props - what to do with the saved text
 * @returns the form
 */
export function CreateForm({ onCreated }: CreateFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const [serverKey, setServerKey] = useState<string | null>(null);
  const create = useCreateTextMutation();
  const check = checkCustomText(value);
  // An empty field is not scolded before the student has typed anything.
  const ruleKey = check.ok || (!touched && check.rule === "empty") ? null : `custom_reading_${check.rule}`;
  const errorKey = ruleKey ?? serverKey;
  const over = check.length > CUSTOM_READING_MAX_CHARS;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!check.ok || create.isPending) return;
    create.mutate(value, {
      onSuccess: (data) => onCreated(data.text),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && err.errorKey?.startsWith("custom_reading_"))
          setServerKey(err.errorKey);
        else if (err instanceof ApiError && err.status === 400) showToast(err.message, "error");
      },
    });
  };
  return (
    <form className="card cr-form" onSubmit={submit} noValidate data-testid="cr-create-form">
      <div className="field">
        <label htmlFor={`${id}-text`}>{t("cr.field")}</label>
        <input
          id={`${id}-text`}
          name="text"
          type="text"
          lang="en"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="sentences"
          spellCheck
          placeholder={t("cr.example")}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
            setServerKey(null);
          }}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${errorKey ? ` ${id}-err` : ""}`}
          data-testid="cr-text-input"
        />
        <p id={`${id}-hint`} className="field-hint">
          {t("cr.field_hint", { max: CUSTOM_READING_MAX_CHARS })}
        </p>
        <p id={`${id}-count`} className="cr-counter" data-over={over || undefined} data-testid="cr-counter">
          <span aria-hidden="true">
            {t("cr.counter", { n: check.length, max: CUSTOM_READING_MAX_CHARS })}
          </span>
          <span className="sr-only">
            {t("cr.counter_sr", { n: check.length, max: CUSTOM_READING_MAX_CHARS })}
          </span>
        </p>
        {errorKey && (
          <p
            id={`${id}-err`}
            className="field-error"
            role="alert"
            data-testid="cr-text-error"
            data-key={errorKey}
          >
            {t(errorKey)}
          </p>
        )}
      </div>
      <Button
        type="submit"
        block
        busy={create.isPending}
        disabled={!check.ok || serverKey !== null}
        data-testid="cr-save"
      >
        {t("cr.save")}
      </Button>
    </form>
  );
}
