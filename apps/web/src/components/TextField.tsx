import { type InputHTMLAttributes, useId } from "react";
import { FieldLimit } from "./FieldLimit.tsx";

/** Props of {@link TextField}: a labelled input with an optional hint, length limit and error. */
export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string | null;
  /** the field's length limit, shown with a live counter before submitting (the input may go past it) */
  limit?: { max: number; min?: number };
};

/**
 * A labelled text input; the hint, the limit with its counter and the error are tied to it for screen
 * readers.
 * @param props - label, hint, limit, error and input props
 * @returns the field
 */
export function TextField({ label, hint, error, limit, id, ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errId = `${inputId}-err`;
  const limitId = `${inputId}-limit`;
  const describedBy =
    [hint ? hintId : "", limit ? limitId : "", error ? errId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {limit && <FieldLimit id={limitId} value={String(rest.value ?? "")} max={limit.max} min={limit.min} />}
      {error && (
        <p id={errId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
