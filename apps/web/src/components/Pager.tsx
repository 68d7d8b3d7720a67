import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";
import "./pager.css";

/** Props of {@link Pager}. */
export type PagerProps = {
  /** the page shown, from 1 */
  page: number;
  /** how many pages there are (at least 1) */
  pages: number;
  /** called with the page to show */
  onPage: (page: number) => void;
  /** what the pages are of, for screen readers ("対戦の記録のページ") */
  label: string;
  /** the buttons' words where "前へ / 次へ" would mislead (newest-first logs: "新しい記録 / 古い記録") */
  prevLabel?: string;
  nextLabel?: string;
  /** test ids `<testId>-prev`, `<testId>-page` and `<testId>-next` */
  testId?: string;
};

/**
 * Previous / next over a paged list, with "n / m ページ" between them (announced when it changes). A button
 * with no page beyond it is disabled rather than hidden, so the other one keeps its place; a list of one
 * page shows no pager.
 * @returns the pager, or null for a single page
 */
export function Pager({ page, pages, onPage, label, prevLabel, nextLabel, testId }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const id = (part: string) => (testId ? `${testId}-${part}` : undefined);
  return (
    <nav className="pager" aria-label={label}>
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={id("prev")}
      >
        {prevLabel ?? t("pager.prev")}
      </Button>
      <span className="pager-page" aria-live="polite" data-testid={id("page")}>
        {t("pager.page", { page, pages })}
      </span>
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={id("next")}
      >
        {nextLabel ?? t("pager.next")}
      </Button>
    </nav>
  );
}
