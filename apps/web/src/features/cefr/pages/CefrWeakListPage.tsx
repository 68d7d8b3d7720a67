import type { CefrSkill, CefrWeakItem } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCefrWeakInfoQuery, useCefrWeakResultQuery } from "../api.ts";
import { SKILLS, typeName } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps/weakList: the weak questions grouped by skill (with a skill and a question-type filter), each with
 * its point, type, step and right-in-a-row count, and the way to practise them.
 * @returns the page
 */
export default function CefrWeakListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("cefr.weak_title"));
  const info = useCefrWeakInfoQuery();
  const weak = useCefrWeakResultQuery(null);
  const [skill, setSkill] = useState<CefrSkill | null>(null);
  const [cefrType, setCefrType] = useState<number | null>(null);
  const data = weak.data;
  const fits = (w: CefrWeakItem) => cefrType === null || w.item.cefr_type === cefrType;
  const noAuth = info.data?.has_weak_auth === 0;
  const shown = data
    ? SKILLS.filter(
        (s) => (skill === null || s === skill) && data.items.some((i) => i.item.skill === s && fits(i)),
      )
    : [];
  return (
    <div className="page cefr-page" data-testid="cefr-weak-list">
      <h1>{t("cefr.weak_title")}</h1>
      <p className="muted">{t("cefr.weak_intro")}</p>
      {(weak.isError || info.isError) && (
        <LoadError
          onRetry={() => {
            void weak.refetch();
            void info.refetch();
          }}
        />
      )}
      {noAuth && (
        <p className="notice-box" data-testid="cefr-weak-no-auth">
          {t("cefr.weak_no_auth")}
        </p>
      )}
      {weak.isPending && <Skeleton />}
      {data && !noAuth && (
        <>
          <p data-testid="cefr-weak-cleared">{t("cefr.weak_cleared_total", { count: data.cleared_count })}</p>
          {data.items.length === 0 ? (
            <p className="muted" data-testid="cefr-weak-empty">
              {t("cefr.weak_none")}
            </p>
          ) : (
            <>
              <fieldset className="cefr-filter">
                <legend className="sr-only">{t("cefr.weak_filter")}</legend>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  aria-pressed={skill === null}
                  onClick={() => setSkill(null)}
                >
                  {t("cefr.weak_all")} ({data.items.length})
                </button>
                {data.by_skill
                  .filter((b) => b.count > 0)
                  .map((b) => (
                    <button
                      key={b.skill}
                      type="button"
                      className="btn btn-sm btn-ghost"
                      aria-pressed={skill === b.skill}
                      onClick={() => setSkill(b.skill)}
                      data-testid={`cefr-filter-${b.skill}`}
                    >
                      {t(`cefr.skill.${b.skill}`)} ({b.count})
                    </button>
                  ))}
              </fieldset>
              <label className="cefr-type-filter">
                {t("cefr.weak_type_filter")}{" "}
                <select
                  value={cefrType ?? ""}
                  onChange={(e) => setCefrType(e.target.value ? Number(e.target.value) : null)}
                  data-testid="cefr-type-filter"
                >
                  <option value="">{t("cefr.weak_all_types")}</option>
                  {data.by_type.map((b) => (
                    <option key={b.cefr_type} value={b.cefr_type}>
                      {typeName(i18n.language, b.cefr_type)} ({b.count})
                    </option>
                  ))}
                </select>
              </label>
              <Link
                className="btn btn-primary"
                to={cefrUrls.weakPractice(skill ?? undefined, cefrType ?? undefined)}
                data-testid="cefr-weak-practise"
              >
                {skill
                  ? t("cefr.weak_practise_skill", { skill: t(`cefr.skill.${skill}`) })
                  : t("cefr.weak_practise")}
              </Link>
              {shown.map((s) => (
                <section
                  key={s}
                  className="card"
                  data-testid={`cefr-weak-group-${s}`}
                  aria-labelledby={`cefr-weak-${s}`}
                >
                  <h2 id={`cefr-weak-${s}`}>{t(`cefr.skill.${s}`)}</h2>
                  <ul className="cefr-weak-items">
                    {data.items
                      .filter((w) => w.item.skill === s && fits(w))
                      .map((w) => (
                        <li key={w.item.item_id} className="cefr-weak-item" data-testid="cefr-weak-item">
                          <span>
                            <strong>{w.point}</strong> <span className="cefr-pill">{w.level}</span>
                          </span>
                          <span className="muted">
                            <span data-testid="cefr-weak-type">
                              {typeName(i18n.language, w.item.cefr_type)}
                            </span>{" "}
                            · {t("cefr.weak_streak", { n: w.right_streak })} ·{" "}
                            {t("cefr.weak_wrong_count", { n: w.wrong_count })}
                          </span>
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </>
      )}
      <Link className="btn btn-secondary" to={cefrUrls.home()}>
        {t("cefr.back_home")}
      </Link>
    </div>
  );
}
