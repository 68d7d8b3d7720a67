import { Icon } from "@web/components/Icon.tsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * A 1-5 star rating as a native radio group (arrow keys move, screen readers read "3 of 5 stars").
 * @param props - the value (0 = none), the change handler, the legend and an error
 * @returns the fieldset
 */
export function StarRating({
  value,
  onChange,
  legend,
  error,
}: {
  value: number;
  onChange: (v: number) => void;
  legend: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errId = `${name}-err`;
  return (
    <fieldset className="eb-stars" aria-describedby={error ? errId : undefined} data-testid="eb-stars">
      <legend>{legend}</legend>
      <div className="eb-stars-row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`eb-star${n <= value ? " is-on" : ""}`}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              data-testid="eb-star"
            />
            <Icon name="star" size={30} />
            <span className="sr-only">{t("eb.impression.stars", { n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A rating shown as stars, read out as "4 of 5 stars".
 * @param props - the rating
 * @returns the stars
 */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="eb-stars-row"
      role="img"
      aria-label={t("eb.impression.stars", { n: rating })}
      data-rating={rating}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={`eb-star${n <= rating ? " is-on" : ""}`}>
          <Icon name="star" size={22} />
        </span>
      ))}
    </span>
  );
}
