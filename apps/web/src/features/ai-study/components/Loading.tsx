import { Skeleton } from "@web/components/Spinner.tsx";

/**
 * A page's loading state: a skeleton announced as busy.
 * @param props - how many lines the skeleton has
 * @returns the placeholder
 */
export function Loading({ lines = 6 }: { lines?: number }) {
  return (
    <div className="page" role="status" aria-busy="true" data-testid="aist-loading">
      <Skeleton lines={lines} />
    </div>
  );
}
