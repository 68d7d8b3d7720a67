import type { ebookDetails } from "@hibiki/contracts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

type Reading = z.output<typeof ebookDetails.data>["reading"];

/**
 * This book's reading record: sessions, time, words, average speed and when it was last read.
 * @param props - the record
 * @returns the section
 */
export function BookRecord({ reading }: { reading: Reading }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="eb-record-title" data-testid="eb-book-record">
      <h2 id="eb-record-title">{t("eb.record.title")}</h2>
      {reading.sessions === 0 ? (
        <p className="muted">{t("eb.record.none")}</p>
      ) : (
        <dl className="eb-record">
          <dt>{t("eb.record.sessions")}</dt>
          <dd>{t("eb.record.sessions_value", { count: reading.sessions })}</dd>
          <dt>{t("eb.record.time")}</dt>
          <dd>{t("eb.totals.minutes_value", { n: Math.max(1, Math.round(reading.seconds / 60)) })}</dd>
          <dt>{t("eb.record.words")}</dt>
          <dd>{t("eb.totals.words_value", { n: reading.words_read.toLocaleString(i18n.language) })}</dd>
          <dt>{t("eb.record.wpm")}</dt>
          <dd>
            {reading.average_wpm === null ? "—" : t("eb.record.wpm_value", { wpm: reading.average_wpm })}
          </dd>
          <dt>{t("eb.record.last")}</dt>
          <dd>{reading.last_read_at ? formatDate(reading.last_read_at, i18n.language) : "—"}</dd>
        </dl>
      )}
    </section>
  );
}
