import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useChallengeResultQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import "../i18n.ts";
import { eikenUrls, idOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/challengeResult?challenge_id: the mock test's result: the estimated CSE score against the pass
 * line (marked as an estimate), a bar per skill, each section's right answers, the weak sections to
 * practise and the review of wrong items.
 * @returns the page
 */
export default function ChallengeResultPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("eiken.challenge_result_title"));
  const [params] = useSearchParams();
  const id = idOf(params.get("challenge_id"));
  const result = useChallengeResultQuery(id);
  if (id === null) return <BadLevel />;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  const r = result.data;
  if (!r)
    return (
      <div className="page ek-page">
        <Skeleton />
      </div>
    );
  const en = i18n.language.startsWith("en");
  const passPct = (100 * r.cse_pass) / r.cse_max;
  return (
    <div className="page ek-page" data-testid="eiken-challenge-result">
      <h1>{t("eiken.challenge_result_title")}</h1>
      <section className="card ek-hero" data-pass={r.pass_estimate}>
        <p className="ek-label">{t("eiken.cse_estimate")}</p>
        <p className="ek-score" data-testid="ek-cse-total">
          {r.cse_total}
          <span className="ek-score-unit">/ {r.cse_max}</span>
        </p>
        <div
          className="ek-cse-bar"
          role="img"
          aria-label={t("eiken.cse_bar", { score: r.cse_total, pass: r.cse_pass, max: r.cse_max })}
        >
          <span className="ek-cse-fill" style={{ width: `${(100 * r.cse_total) / r.cse_max}%` }} />
          <span className="ek-cse-pass" style={{ left: `${passPct}%` }} />
        </div>
        <p data-testid="ek-pass-estimate" className="ek-waiting">
          {t(r.pass_estimate ? "eiken.pass_likely_long" : "eiken.pass_not_yet_long", { pass: r.cse_pass })}
        </p>
        <p className="muted ek-small">
          {t(r.cse_confirmed ? "eiken.cse_note" : "eiken.cse_note_unconfirmed")}
        </p>
      </section>
      <section className="card" aria-labelledby="ek-skills-h">
        <h2 id="ek-skills-h">{t("eiken.by_skill")}</h2>
        <ul className="ek-skill-bars">
          {r.skills.map((s) => (
            <li key={s.skill} data-testid={`ek-skill-score-${s.skill}`}>
              <span className="ek-skill-name">{t(`eiken.skill.${s.skill}`)}</span>
              <span className="ek-bar" role="img" aria-label={`${t(`eiken.skill.${s.skill}`)} ${s.percent}%`}>
                <span className="ek-bar-learned" style={{ width: `${s.percent}%` }} />
              </span>
              <span className="ek-small">
                {s.percent}% · CSE {s.cse}/{s.cse_max}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="ek-sections-h">
        <h2 id="ek-sections-h">{t("eiken.by_section")}</h2>
        <table className="ek-table">
          <thead>
            <tr>
              <th scope="col">{t("eiken.section")}</th>
              <th scope="col">{t("eiken.right_count")}</th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {r.sections.map((s) => (
              <tr
                key={s.section}
                data-testid="ek-section-row"
                data-weak={r.weak_sections.includes(s.section) ? "1" : "0"}
              >
                <th scope="row">{en ? s.name_en : s.name}</th>
                <td>
                  {s.right} / {s.count}
                </td>
                <td>{s.percent}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {r.weak_sections.length > 0 && (
          <p data-testid="ek-weak">
            {t("eiken.weak_sections", {
              list: r.weak_sections
                .map((w) => {
                  const s = r.sections.find((x) => x.section === w);
                  return s ? (en ? s.name_en : s.name) : w;
                })
                .join(en ? ", " : "、"),
            })}
          </p>
        )}
      </section>
      <div className="ek-actions">
        <Link
          className="btn btn-primary"
          to={eikenUrls.reviewStartup(r.level_id)}
          data-testid="ek-result-review"
        >
          {t("eiken.review_title")}
        </Link>
        <Link className="btn btn-secondary" to={eikenUrls.rwl(r.level_id)}>
          {t("eiken.rwl_title")}
        </Link>
        <Link className="btn btn-ghost" to={eikenUrls.challenge(r.level_id)}>
          {t("eiken.challenge_title")}
        </Link>
      </div>
    </div>
  );
}
