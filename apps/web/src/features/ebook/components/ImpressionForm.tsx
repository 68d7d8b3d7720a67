import { EBOOK_IMPRESSION_MAX, EBOOK_IMPRESSION_MIN, type EbookPage } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { FieldLimit } from "@web/components/FieldLimit.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useImpressionSubmitMutation } from "../api.ts";
import { StarRating } from "./StarRating.tsx";

const short = (s: string) => (s.length > 70 ? `${s.slice(0, 68)}…` : s);

/**
 * The impression form: a 1-5 rating, the text (10-400 characters, with a counter) and an optional favourite
 * line of the book. Sent once: the server refuses a second one, whose message the page shows above the
 * impression already sent.
 * @param props - the book, its pages (for the favourite line) and what to do after a refusal
 * @returns the form
 */
export function ImpressionForm({
  bookId,
  pages,
  onRefused,
}: {
  bookId: string;
  pages: readonly EbookPage[];
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const submit = useImpressionSubmitMutation();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState("");
  const [line, setLine] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; content?: string; server?: string }>({});
  const textId = useId();
  const lineId = useId();
  const send = () => {
    const text = content.trim();
    const next = {
      rating: rating < 1 ? t("eb.impression.need_rating") : undefined,
      content:
        text.length < EBOOK_IMPRESSION_MIN
          ? t("eb.impression.too_short", { min: EBOOK_IMPRESSION_MIN })
          : text.length > EBOOK_IMPRESSION_MAX
            ? t("eb.impression.too_long", { max: EBOOK_IMPRESSION_MAX })
            : undefined,
    };
    setErrors(next);
    if (next.rating || next.content) return;
    submit.mutate(
      { book_id: bookId, rating, content: text, favourite_line: line || undefined },
      {
        onError: (err) => {
          const message = err instanceof ApiError ? err.message : t("common.unexpected");
          if (err instanceof ApiError && err.errorKey === "impression_exists") onRefused(message);
          else setErrors({ server: message });
        },
      },
    );
  };
  return (
    <form
      className="card eb-impression-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      data-testid="eb-impression-form"
    >
      <StarRating
        value={rating}
        onChange={setRating}
        legend={t("eb.impression.rating")}
        error={errors.rating}
      />
      <div className="field">
        <label htmlFor={textId}>{t("eb.impression.text")}</label>
        <textarea
          id={textId}
          rows={6}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={Boolean(errors.content) || undefined}
          aria-describedby={`${textId}-limit${errors.content ? ` ${textId}-err` : ""}`}
          data-testid="eb-impression-text-input"
        />
        <FieldLimit
          id={`${textId}-limit`}
          value={content}
          min={EBOOK_IMPRESSION_MIN}
          max={EBOOK_IMPRESSION_MAX}
        />
        {errors.content && (
          <p id={`${textId}-err`} className="field-error" role="alert">
            {errors.content}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={lineId}>{t("eb.impression.favourite_pick")}</label>
        <select
          id={lineId}
          value={line}
          onChange={(e) => setLine(e.target.value)}
          data-testid="eb-impression-line"
        >
          <option value="">{t("eb.impression.no_favourite")}</option>
          {pages.map((p) => (
            <optgroup key={p.page_no} label={t("eb.read.page_no", { page: p.page_no, total: pages.length })}>
              {p.lines.map((l) => (
                <option key={l.sentence_id} value={l.sentence_id}>
                  {short(l.text)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p className="muted">{t("eb.impression.once")}</p>
      {errors.server && (
        <p className="form-error" role="alert" data-testid="eb-impression-error">
          {errors.server}
        </p>
      )}
      <Button type="submit" busy={submit.isPending} data-testid="eb-impression-submit">
        {t("eb.impression.submit")}
      </Button>
    </form>
  );
}
