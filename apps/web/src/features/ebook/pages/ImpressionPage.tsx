import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useEbookContentQuery, useImpressionQuery } from "../api.ts";
import { BadBook } from "../components/BadBook.tsx";
import { ImpressionForm } from "../components/ImpressionForm.tsx";
import { ImpressionView } from "../components/ImpressionView.tsx";
import "../i18n.ts";
import { bookIdOf, ebookUrls } from "../urls.ts";
import "../ebook.css";

/**
 * /ebook/impression/{id}: the student's impression of a book: the form until it is sent, then the
 * impression read-only (once per book, not editable).
 * @returns the page
 */
export default function ImpressionPage() {
  const { t } = useTranslation();
  const bookId = bookIdOf(useParams().id);
  const impression = useImpressionQuery(bookId ?? "");
  const content = useEbookContentQuery(bookId ?? "");
  const [refusal, setRefusal] = useState<string | null>(null);
  usePageTitle(t("eb.impression.title"));
  const notFound = [impression, content].some((q) => q.isError && q.error instanceof NotFoundError);
  if (!bookId || notFound) return <BadBook />;
  if (impression.isError || content.isError)
    return (
      <LoadError
        onRetry={() => {
          void impression.refetch();
          void content.refetch();
        }}
      />
    );
  if (!impression.data || !content.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const { book, pages } = content.data;
  const mine = impression.data.impression;
  return (
    <div className="page eb-impression-page" data-testid="eb-impression-page">
      <nav className="eb-back">
        <Link to={ebookUrls.details(bookId)}>‹ {t("eb.read.back")}</Link>
      </nav>
      <h1>{t("eb.impression.title")}</h1>
      <p className="eb-impression-book">
        <span lang="en">{book.title}</span> <span className="muted">{book.title_ja}</span>
      </p>
      {refusal && (
        <p className="form-error" role="alert" data-testid="eb-impression-error">
          {refusal}
        </p>
      )}
      {mine ? (
        <ImpressionView impression={mine} />
      ) : (
        <ImpressionForm
          bookId={bookId}
          pages={pages}
          onRefused={(message) => {
            setRefusal(message);
            void impression.refetch();
          }}
        />
      )}
    </div>
  );
}
