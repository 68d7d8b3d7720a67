import type { WritingRecord, WritingSource } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWritingHistoryQuery, WRITING_HISTORY_PAGE_SIZE } from "./api.ts";
import { WritingHistoryList } from "./WritingHistoryList.tsx";
import "./i18n.ts";

/**
 * A paged history of the student's writings from one source.
 * @param props - the source and where a record opens
 * @returns the history
 */
export function WritingHistory({ source, to }: { source: WritingSource; to: (w: WritingRecord) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useWritingHistoryQuery(source, page);
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data) return <Spinner />;
  const pages = Math.max(1, Math.ceil(q.data.total / WRITING_HISTORY_PAGE_SIZE));
  return (
    <>
      <WritingHistoryList list={q.data.list} to={to} emptyText={t("writing.empty_history")} />
      {pages > 1 && (
        <div className="writing-switch">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ←
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            →
          </Button>
        </div>
      )}
    </>
  );
}
