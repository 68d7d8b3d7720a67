import { EBOOK_LIST_LIMIT_DEFAULT } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useEbookListQuery } from "../api.ts";
import { BookGrid } from "../components/BookCard.tsx";
import { LibraryFilterForm } from "../components/LibraryFilterForm.tsx";
import "../i18n.ts";
import { filtersFromParams } from "../library-filters.ts";
import { ebookUrls, type LibraryFilters } from "../urls.ts";
import "../ebook.css";

/**
 * /ebook/list: the library: a search box, filters (YL range, CEFR band, genre, topic, status), the sort,
 * a grid of covers with level badges, word counts and the student's state, and pages of 20 books. The
 * filters live in the address, so back and reload keep them.
 * @returns the page
 */
export default function ListPage() {
  const { t } = useTranslation();
  usePageTitle(t("eb.list.title"));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useEbookListQuery({ ...filters, limit: EBOOK_LIST_LIMIT_DEFAULT });
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / EBOOK_LIST_LIMIT_DEFAULT));
  const apply = (next: LibraryFilters) => {
    const s = new URLSearchParams(ebookUrls.list(next).split("?")[1] ?? "");
    setParams(s);
  };
  return (
    <div className="page eb-library" data-testid="eb-list">
      <nav className="eb-back">
        <Link to={ebookUrls.index()}>‹ {t("eb.title")}</Link>
      </nav>
      <h1>{t("eb.list.title")}</h1>
      <LibraryFilterForm filters={filters} onChange={(f) => apply({ ...f, page: undefined })} />
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <section aria-labelledby="eb-results" aria-busy={list.isFetching || undefined}>
          <h2 id="eb-results" className="eb-count" aria-live="polite" data-testid="eb-list-total">
            {t("eb.list.total", { count: list.data.total })}
          </h2>
          <BookGrid books={list.data.list} empty={t("eb.list.none")} testId="eb-list-grid" />
          {pages > 1 && (
            <nav className="eb-pager" aria-label={t("eb.list.pages")}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => apply({ ...filters, page: page - 1 })}
                data-testid="eb-list-prev"
              >
                ‹ {t("eb.list.prev")}
              </Button>
              <span data-testid="eb-list-page">{t("eb.list.page", { page, pages })}</span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => apply({ ...filters, page: page + 1 })}
                data-testid="eb-list-next"
              >
                {t("eb.list.next")} ›
              </Button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
