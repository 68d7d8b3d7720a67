import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ApiError, NotFoundError } from "@web/lib/errors.ts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { teacherUrls } from "./urls.ts";

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * Shows a spinner while a query loads, "not found" for an id outside the teacher's school or classes
 * (the server answers 404 for those), "not allowed" for a screen the teacher's role does not have (403,
 * e.g. a plain teacher on the administrators' screens), the retry panel for other failures, else the content.
 * @param props - the query and a render function for its data
 * @returns the state or the content
 */
export function Loadable<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError && query.error instanceof NotFoundError)
    return (
      <div className="notice-box" role="alert" data-testid="tc-not-found">
        <p>{t("t.not_found")}</p>
        <Link to={teacherUrls.classes()}>{t("t.classes.title")}</Link>
      </div>
    );
  if (query.isError && query.error instanceof ApiError && query.error.status === 403)
    return (
      <div className="notice-box" role="alert" data-testid="tc-forbidden">
        <p>{t("t.forbidden")}</p>
        <Link to={teacherUrls.classes()}>{t("t.classes.title")}</Link>
      </div>
    );
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Spinner />;
  return <>{children(query.data)}</>;
}
