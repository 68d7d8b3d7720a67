import { ARENA_HISTORY_PAGE_SIZE } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Pager } from "@web/components/Pager.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useArenaHistoryQuery } from "../api.ts";
import { MatchRow } from "./MatchRow.tsx";

/**
 * Every finished match of the student, ARENA_HISTORY_PAGE_SIZE a page, newest first, with previous / next
 * (the page shown stays while the next one loads; the list is marked busy meanwhile).
 * @returns the list with its pager
 */
export function MatchHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useArenaHistoryQuery(page);
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data)
    return (
      <div role="status" aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  const pages = Math.max(1, Math.ceil(q.data.total / ARENA_HISTORY_PAGE_SIZE));
  return (
    <div data-testid="arena-history">
      <ul className="arena-recent" aria-busy={q.isPlaceholderData}>
        {q.data.items.map((m) => (
          <MatchRow key={m.match_id} m={m} testId="arena-history-row" />
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t("arena.history_pages")}
        testId="arena-history"
      />
    </div>
  );
}
