import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSentencePageQuery, useWordPageQuery } from "../api.ts";
import { SentenceFavouriteRow } from "../components/SentenceFavouriteRow.tsx";
import { WordFavouriteRow } from "../components/WordFavouriteRow.tsx";
import "../i18n.ts";
import "../favourites.css";
import { type CollectionTab, collectionUrls } from "../routes.tsx";

const TABS: readonly CollectionTab[] = ["sentences", "words"];

/**
 * /my_collection: the student's favourite sentences and words in two tabs, 40 per page, newest first.
 * Sentences replay their model audio and the last recording with its score, can be practised again and
 * discarded; words show their meaning and can be discarded.
 * @returns the page
 */
export default function MyCollectionPage() {
  const { t } = useTranslation();
  usePageTitle(t("favourites.title"));
  const [params, setParams] = useSearchParams();
  const tab: CollectionTab = params.get("tab") === "words" ? "words" : "sentences";
  const raw = Number(params.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw > 0 && raw <= 10_000 ? raw : 1;
  const go = (nextTab: CollectionTab, nextPage = 1) =>
    setParams(new URLSearchParams(collectionUrls.search(nextTab, nextPage)), { replace: true });
  return (
    <div className="page" data-testid="my-collection-page">
      <h1>{t("favourites.title")}</h1>
      <div className="fav-tabs" role="tablist" aria-label={t("favourites.title")}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="fav-tab"
            aria-selected={tab === name}
            data-testid={`collection-tab-${name}`}
            onClick={() => go(name)}
          >
            {t(`favourites.tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "sentences" ? (
          <SentenceList page={page} onPage={(p) => go("sentences", p)} />
        ) : (
          <WordList page={page} onPage={(p) => go("words", p)} />
        )}
      </div>
    </div>
  );
}

type ListProps = { page: number; onPage: (page: number) => void };

function SentenceList({ page, onPage }: ListProps) {
  const { t } = useTranslation();
  const q = useSentencePageQuery(page);
  return (
    <Listing query={q} page={page} onPage={onPage} empty={t("favourites.empty_sentences")}>
      {q.data?.items.map((f) => (
        <SentenceFavouriteRow key={f.favourite_id} favourite={f} />
      ))}
    </Listing>
  );
}

function WordList({ page, onPage }: ListProps) {
  const { t } = useTranslation();
  const q = useWordPageQuery(page);
  return (
    <Listing query={q} page={page} onPage={onPage} empty={t("favourites.empty_words")}>
      {q.data?.items.map((f) => (
        <WordFavouriteRow key={f.favourite_id} favourite={f} />
      ))}
    </Listing>
  );
}

type PageQuery = {
  data?: { items: unknown[]; total: number; limit: number } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** Loading, error, empty and pager states around one tab's rows. */
function Listing({
  query,
  page,
  onPage,
  empty,
  children,
}: ListProps & { query: PageQuery; empty: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <Skeleton />;
  const { total, limit, items } = query.data;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (items.length === 0 && page > 1) {
    // The page emptied (e.g. its last favourite was removed): show the last page that has some.
    return (
      <Button variant="secondary" onClick={() => onPage(pages)}>
        {t("favourites.prev")}
      </Button>
    );
  }
  return (
    <>
      <p className="muted" data-testid="collection-count">
        {t("favourites.count", { count: total })}
      </p>
      {total === 0 && <p className="muted">{empty}</p>}
      <ul className="fav-list">{children}</ul>
      {pages > 1 && (
        <nav className="fav-pager" aria-label={t("favourites.page", { page, pages })}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("favourites.prev")}
          </Button>
          <span className="muted" data-testid="collection-page">
            {t("favourites.page", { page, pages })}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("favourites.next")}
          </Button>
        </nav>
      )}
    </>
  );
}
