import type { EbookImpression } from "@hibiki/contracts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Stars } from "./StarRating.tsx";

/**
 * A submitted impression, read-only, with the note that it cannot be edited.
 * @param props - the impression
 * @returns the card
 */
export function ImpressionView({ impression }: { impression: EbookImpression }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card eb-impression" aria-labelledby="eb-imp-view" data-testid="eb-impression-view">
      <h2 id="eb-imp-view">{t("eb.impression.yours")}</h2>
      <p className="notice-box" data-testid="eb-impression-locked">
        {t("eb.impression.locked")}
      </p>
      <Stars rating={impression.rating} />
      <p className="eb-impression-text" data-testid="eb-impression-text">
        {impression.content}
      </p>
      {impression.favourite_line && (
        <figure className="eb-favourite" data-testid="eb-impression-favourite">
          <figcaption className="muted">{t("eb.impression.favourite")}</figcaption>
          <blockquote lang="en">{impression.favourite_line.text}</blockquote>
          <p className="muted">{impression.favourite_line.ja}</p>
        </figure>
      )}
      <p className="muted">
        {t("eb.impression.date", { date: formatDate(impression.created_at, i18n.language) })}
      </p>
    </section>
  );
}
