import { type StudyWordMastery, StudyWordMasterySchema } from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { usePlansQuery, useWordListQuery } from "../api.ts";
import { BadPlan } from "../components/BadPlan.tsx";
import { MASTERY_ORDER } from "../components/MasteryBar.tsx";
import { PlanHeader } from "../components/PlanHeader.tsx";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

const PAGE_SIZE = 20;

/**
 * /study_word/list/{plan_id}[?mastery&page]: a plan's words with their meaning, mastery and next review,
 * filtered by mastery, 20 a page.
 * @returns the page
 */
export default function WordListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("sw.word_list"));
  const planId = idOf(useParams().plan_id);
  const [params, setParams] = useSearchParams();
  const parsed = StudyWordMasterySchema.safeParse(params.get("mastery"));
  const mastery: StudyWordMastery | null = parsed.success ? parsed.data : null;
  const page = Math.max(1, idOf(params.get("page")) ?? 1);
  const list = useWordListQuery(planId, mastery, page);
  const plans = usePlansQuery();
  if (planId === null) return <BadPlan />;
  if (list.error instanceof NotFoundError) return <BadPlan notFound />;
  const plan = plans.data?.items.find((p) => p.plan_id === planId) ?? null;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const go = (next: { mastery?: string | null; page?: number }) => {
    const s = new URLSearchParams();
    const m = next.mastery === undefined ? mastery : next.mastery;
    if (m) s.set("mastery", m);
    if ((next.page ?? 1) > 1) s.set("page", String(next.page));
    setParams(s);
  };
  return (
    <div className="page sw-page" data-testid="sw-word-list">
      <PlanHeader title={t("sw.word_list")} plan={plan} />
      <fieldset className="sw-fieldset sw-filters">
        <legend className="sr-only">{t("sw.mastery")}</legend>
        {[null, ...MASTERY_ORDER].map((m) => (
          <Button
            key={m ?? "all"}
            variant="secondary"
            aria-pressed={mastery === m}
            data-testid="sw-filter"
            data-mastery={m ?? "all"}
            onClick={() => go({ mastery: m, page: 1 })}
          >
            {m ? t(`sw.mastery.${m}`) : t("sw.filter.all")}
          </Button>
        ))}
      </fieldset>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton lines={6} />}
      {list.data && list.data.items.length === 0 && <p className="muted">{t("sw.list_empty")}</p>}
      {list.data && list.data.items.length > 0 && (
        <div className="sw-table-wrap">
          <table className="sw-table" aria-busy={list.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t("sw.word")}</th>
                <th scope="col">{t("sw.meaning")}</th>
                <th scope="col">{t("sw.mastery")}</th>
                <th scope="col">{t("sw.due_at")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((w) => (
                <tr key={w.word_id} data-testid="sw-list-row" data-mastery={w.mastery}>
                  <th scope="row" lang="en">
                    <Link to={studyWordUrls.word(w.word_id, planId)}>{w.word}</Link>
                  </th>
                  <td>{w.mean}</td>
                  <td>
                    <span className={`sw-dot sw-bar-${w.mastery}`} aria-hidden="true" />
                    {t(`sw.mastery.${w.mastery}`)}
                  </td>
                  <td>{w.due_at ? formatDate(w.due_at, i18n.language) : t("sw.not_scheduled")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="sw-actions" aria-label={t("sw.page", { page, pages })}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t("sw.prev_page")}
          </Button>
          <span>{t("sw.page", { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            {t("sw.next_page")}
          </Button>
        </nav>
      )}
    </div>
  );
}
