import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFreeReadingListQuery } from "../api.ts";
import { FreeReadingCard } from "../components/FreeReadingCard.tsx";
import "../i18n.ts";
import { ebookUrls } from "../urls.ts";
import "../ebook.css";

/**
 * /ebook/homework/free-reading/list: the student's free-reading homework: each with its books (a level
 * range or chosen books), target, period and progress as a bar, open ones first.
 * @returns the page
 */
export default function FreeReadingListPage() {
  const { t } = useTranslation();
  usePageTitle(t("eb.fr.title"));
  const list = useFreeReadingListQuery();
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return (
    <div className="page eb-fr" data-testid="eb-fr-list">
      <nav className="eb-back">
        <Link to={ebookUrls.index()}>‹ {t("eb.title")}</Link>
      </nav>
      <h1>{t("eb.fr.title")}</h1>
      <p className="muted">{t("eb.fr.lead")}</p>
      {!list.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={4} />
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="muted" data-testid="eb-fr-none">
          {t("eb.fr.none")}
        </p>
      ) : (
        <ul className="eb-fr-items">
          {list.data.items.map((a) => (
            <li key={a.assignment_id}>
              <FreeReadingCard item={a} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
