import { USER_CARD_SCOPES, type UserCardScope } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useMyRankingQuery, useRankingQuery, useStudentCardQuery } from "../api.ts";
import { CardView } from "../components/CardView.tsx";
import "../i18n.ts";
import { studentIdOf, usercardUrls } from "../urls.ts";
import "../usercard.css";
import { Pager } from "@web/components/Pager.tsx";

const PAGE_SIZE = 50;
const scopeOf = (v: string | null): UserCardScope => (v === "school" ? "school" : "class");
const rangeOf = (v: string | null): 1 | 2 | 3 => (v === "1" ? 1 : v === "3" ? 3 : 2);

/**
 * /usercard/list: the caller's standing, the achievement ranking of the class (every classmate's card) or
 * the school, nicknames only; choosing a row opens that student's card with the study record of a period
 * when its owner shows it. Scope, page, the open card and the period are kept in the address.
 * @returns the page
 */
export default function UserCardListPage() {
  const { t } = useTranslation();
  usePageTitle(t("uc.list_title"));
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get("scope"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const open = studentIdOf(params.get("card_student_id"));
  const range = rangeOf(params.get("range_type"));
  const set = (next: Record<string, string | null>) => {
    const s = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) s.delete(k);
      else s.set(k, v);
    }
    setParams(s, { replace: true });
  };
  return (
    <div className="page uc-page" data-testid="usercard-list-page">
      <h1>{t("uc.list_title")}</h1>
      <p>
        <Link to={usercardUrls.card()}>{t("uc.title")}</Link>
      </p>
      <MyStanding />
      {open !== null && (
        <OpenCard
          studentId={open}
          range={range}
          onRange={(r) => set({ range_type: String(r) })}
          onClose={() => set({ card_student_id: null, range_type: null })}
        />
      )}
      <h2>{t("uc.ranking")}</h2>
      <div className="uc-tabs" role="tablist" aria-label={t("uc.scope")}>
        {USER_CARD_SCOPES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={scope === s}
            className="uc-tab"
            data-testid={`uc-scope-${s}`}
            onClick={() => set({ scope: s === "class" ? null : s, page: null })}
          >
            {t(`uc.scope.${s}`)}
          </button>
        ))}
      </div>
      <Ranking
        scope={scope}
        page={page}
        onPage={(p) => set({ page: p > 1 ? String(p) : null })}
        onOpen={(id) => set({ card_student_id: String(id) })}
      />
    </div>
  );
}

function MyStanding() {
  const { t } = useTranslation();
  const mine = useMyRankingQuery();
  if (mine.isError) return <LoadError onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Skeleton lines={1} />;
  const m = mine.data;
  return (
    <section className="card uc-standing" aria-label={t("uc.my_rank")} data-testid="uc-standing">
      <strong>{t("uc.my_rank")}</strong>
      <span>{t("uc.count", { n: m.achieve_count, total: m.achieve_total })}</span>
      <span>
        {m.class_rank === null
          ? t("uc.no_class")
          : t("uc.my_rank_class", { rank: m.class_rank, size: m.class_size })}
      </span>
      <span>{t("uc.my_rank_school", { rank: m.school_rank, size: m.school_size })}</span>
    </section>
  );
}

function Ranking({
  scope,
  page,
  onPage,
  onOpen,
}: {
  scope: UserCardScope;
  page: number;
  onPage: (p: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const ranking = useRankingQuery(scope, page, PAGE_SIZE);
  if (ranking.isError) return <LoadError onRetry={() => void ranking.refetch()} />;
  if (!ranking.data)
    return (
      <div role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const { list, total } = ranking.data;
  if (list.length === 0) return <p className="muted">{t("uc.empty_ranking")}</p>;
  return (
    <>
      <table className="uc-ranking" data-testid="uc-ranking">
        <thead>
          <tr>
            <th scope="col">{t("uc.rank_col")}</th>
            <th scope="col">{t("uc.name_col")}</th>
            <th scope="col">{t("uc.count_col")}</th>
            <th scope="col">
              <span className="sr-only">{t("uc.open_card")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.card_student_id} className={r.is_me ? "uc-me" : undefined} data-testid="uc-rank-row">
              <td>{t("uc.rank_n", { n: r.rank })}</td>
              <td>
                <span className="uc-rank-name">
                  {r.nickname || t("uc.no_nickname")}
                  {r.is_me === 1 && ` ${t("uc.you")}`}
                </span>
                {r.title_ja && <span className="muted uc-rank-title">{en ? r.title_en : r.title_ja}</span>}
              </td>
              <td>{r.achieve_count}</td>
              <td>
                <Button
                  variant="secondary"
                  className="btn-sm"
                  onClick={() => onOpen(r.card_student_id)}
                  data-testid="uc-open-card"
                  aria-label={`${t("uc.open_card")}: ${r.nickname || t("uc.no_nickname")}`}
                >
                  {t("uc.open_card")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        onPage={onPage}
        label={t("uc.pages")}
      />
    </>
  );
}

function OpenCard({
  studentId,
  range,
  onRange,
  onClose,
}: {
  studentId: number;
  range: 1 | 2 | 3;
  onRange: (r: 1 | 2 | 3) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = useStudentCardQuery(studentId, range);
  if (info.isError) {
    const key = info.error instanceof ApiError ? info.error.errorKey : null;
    if (key === "user_card_student_not_found")
      return (
        <p role="alert" data-testid="uc-card-refused">
          {t(key)}
        </p>
      );
    return <LoadError onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <Skeleton lines={4} />;
  const { card, stats } = info.data;
  return (
    <section className="uc-open" aria-label={t("uc.card_of", { name: card.nickname || t("uc.no_nickname") })}>
      <CardView card={card} />
      <div className="uc-stats" data-testid="uc-stats">
        <h2>{t("uc.stats")}</h2>
        {stats === null ? (
          <p className="muted" data-testid="uc-stats-hidden">
            {t("uc.stats_hidden")}
          </p>
        ) : (
          <>
            <label>
              {t("uc.range")}{" "}
              <select
                value={range}
                onChange={(e) => onRange(rangeOf(e.currentTarget.value))}
                data-testid="uc-range"
              >
                {([1, 2, 3] as const).map((r) => (
                  <option key={r} value={r}>
                    {t(`uc.range.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <dl className="uc-stat-list">
              <dt>{t("uc.stat.practices")}</dt>
              <dd>{stats.practice_count}</dd>
              <dt>{t("uc.stat.answers")}</dt>
              <dd>{stats.answer_count}</dd>
              <dt>{t("uc.stat.days")}</dt>
              <dd>{stats.study_days}</dd>
              <dt>{t("uc.stat.average")}</dt>
              <dd>{stats.average_score ?? t("uc.stat.none")}</dd>
            </dl>
          </>
        )}
        <Button variant="ghost" onClick={onClose} data-testid="uc-close-card">
          {t("uc.close_card")}
        </Button>
      </div>
    </section>
  );
}
