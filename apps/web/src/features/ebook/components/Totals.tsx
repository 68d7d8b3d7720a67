import type { EbookTotals } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";

/**
 * The student's reading totals as three figures: books read, words read, minutes.
 * @param props - the totals
 * @returns the figures
 */
export function Totals({ totals }: { totals: EbookTotals }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const items = [
    {
      key: "books",
      label: t("eb.totals.books"),
      value: t("eb.totals.books_value", { n: n(totals.books_read) }),
    },
    {
      key: "words",
      label: t("eb.totals.words"),
      value: t("eb.totals.words_value", { n: n(totals.words_read) }),
    },
    {
      key: "minutes",
      label: t("eb.totals.minutes"),
      value: t("eb.totals.minutes_value", { n: n(totals.minutes) }),
    },
  ];
  return (
    <dl className="eb-totals" data-testid="eb-totals">
      {items.map((i) => (
        <div key={i.key} className="card eb-total" data-testid={`eb-total-${i.key}`}>
          <dt className="muted">{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
