import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import type { ReactNode } from "react";

/**
 * Loading spinner, retry panel or the content of a query.
 * @param props - the query's state and what to render with its data
 * @returns the state view
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Spinner />;
  return <>{children(query.data)}</>;
}
