import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useSearchWordQuery } from "../api.ts";
import { EntryView } from "../components/EntryView.tsx";
import { SearchBox } from "../components/SearchBox.tsx";
import "../i18n.ts";
import "../dictionary.css";
import { readSearch } from "../search-params.ts";
import { dictionaryUrls } from "../urls.ts";

/**
 * /dictionary/search?word=&type=: the entry of a word (new-search-word, which adds it to the history), or,
 * when nothing matched, the "did you mean" spellings, each a link to its own entry.
 * @returns the page
 */
export default function DictionarySearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readSearch(params);
  usePageTitle(search ? `${t("dict.title")} ${search.word}` : t("dict.title"));
  const query = useSearchWordQuery(search?.word ?? "", search?.type ?? 1);
  const data = query.data;
  return (
    <div className="page dict-page" data-testid="dict-search-page">
      <p>
        <Link to={dictionaryUrls.index()}>{t("dict.back_index")}</Link>
      </p>
      <h1 className="sr-only">{t("dict.title")}</h1>
      <SearchBox
        key={search?.word ?? ""}
        initial={search?.word ?? ""}
        onSearch={(w) => void navigate(dictionaryUrls.search(w))}
      />
      {!search && (
        <p role="alert" data-testid="dict-bad-link">
          {t("dict.bad_link")}
        </p>
      )}
      {search && query.isPending && (
        <div aria-live="polite">
          <span className="sr-only">{t("dict.searching")}</span>
          <Skeleton lines={4} />
        </div>
      )}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {data?.entry && <EntryView entry={data.entry} />}
      {data && !data.entry && search && (
        <section className="card dict-none" data-testid="dict-not-found" aria-live="polite">
          <p>{t("dict.not_found", { word: search.word })}</p>
          {data.suggestions.length > 0 ? (
            <>
              <p>{t("dict.did_you_mean")}</p>
              <ul className="dict-did-you-mean">
                {data.suggestions.map((s) => (
                  <li key={s}>
                    <Link to={dictionaryUrls.search(s)} lang="en" data-testid="dict-suggestion">
                      {s}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted">{t("dict.no_suggestions")}</p>
          )}
        </section>
      )}
    </div>
  );
}
