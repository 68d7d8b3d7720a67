import type { RankRow, RankTab } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { formatRankValue } from "../format.ts";
import "../i18n.ts";

/** One row: rank, nickname (with the class, or "another school"), the value with its unit and a bar. */
function Row({ row, tab, max, pinned }: { row: RankRow; tab: RankTab; max: number; pinned?: boolean }) {
  const { t, i18n } = useTranslation();
  const width = max > 0 ? Math.max(2, Math.round((row.value / max) * 100)) : 0;
  const where = row.other_school ? t("rank.other_school") : row.class_name;
  return (
    <li
      className={`rank-row${row.is_me ? " rank-row-me" : ""}${pinned ? " rank-row-pinned" : ""}`}
      data-testid={pinned ? "rank-me-row" : "rank-row"}
      data-me={row.is_me}
      aria-current={row.is_me ? "true" : undefined}
    >
      <span className="rank-no" data-top={row.rank <= 3 ? row.rank : undefined}>
        <span className="sr-only">{t("rank.col_rank")} </span>
        {row.rank}
      </span>
      <span className="rank-who">
        <span className="rank-name">
          {row.nickname || t("rank.no_nickname")}
          {row.is_me === 1 && <span className="chip rank-you">{t("rank.you")}</span>}
        </span>
        {where && <span className="muted rank-where">{where}</span>}
      </span>
      <span className="rank-value">{formatRankValue(row.value, tab, t, i18n.language)}</span>
      <span className="rank-bar" aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </span>
    </li>
  );
}

/**
 * A board page as an ordered list, and the caller's own row pinned below it (highlighted) when it is
 * not on the page.
 * @param props - the rows, the caller's row, the tab and the largest value (the bars' scale)
 * @returns the board
 */
export function RankBoard({
  rows,
  me,
  tab,
  label,
}: {
  rows: RankRow[];
  me: RankRow | null;
  tab: RankTab;
  label: string;
}) {
  const { t } = useTranslation();
  const max = Math.max(0, ...rows.map((r) => r.value), me?.value ?? 0);
  const meOnPage = rows.some((r) => r.is_me === 1);
  return (
    <>
      {rows.length === 0 ? (
        <p className="muted" data-testid="rank-empty">
          {t("rank.empty")}
        </p>
      ) : (
        <ol className="rank-list" aria-label={label}>
          {rows.map((r, i) => (
            <Row key={`${r.rank}-${r.student_id ?? `o${i}`}-${r.nickname}`} row={r} tab={tab} max={max} />
          ))}
        </ol>
      )}
      {me && !meOnPage && (
        <section className="rank-pin" aria-label={t("rank.your_rank")}>
          <ol className="rank-list">
            <Row row={me} tab={tab} max={max} pinned />
          </ol>
        </section>
      )}
    </>
  );
}
