import type { TokyoResource } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { tokyoUrls } from "../urls.ts";
import { GradeBadge } from "./GradeBadge.tsx";

/**
 * Tests or training sets with the student's best and latest results: a full test can be taken as a
 * test or practised item by item; a training set is practised; the latest result is linked.
 * @param props - the resources
 * @returns the list
 */
export function ResourceList({ list }: { list: readonly TokyoResource[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <ul className="tk-list">
      {list.map((r) => {
        const lastUrl =
          r.last_guid &&
          (r.set === "training"
            ? tokyoUrls.trainingResult(r.res_code, r.last_guid)
            : r.last_mode === "exam"
              ? tokyoUrls.testingResult(r.res_code, r.last_guid)
              : tokyoUrls.practiceResult(r.res_code, r.last_guid));
        return (
          <li key={r.res_code} className="card tk-set" data-testid="tk-set" data-res-code={r.res_code}>
            <div className="tk-set-head">
              <h3>{en ? r.title_en : r.title}</h3>
              {r.best_grade && <GradeBadge grade={r.best_grade} />}
            </div>
            <p className="muted tk-small">
              {r.best_score === null || !r.best_grade
                ? t("tokyo.not_yet")
                : `${t("tokyo.best", { score: r.best_score, grade: r.best_grade })} ・ ${t("tokyo.last", {
                    score: r.last_score ?? 0,
                    grade: r.last_grade ?? "F",
                  })} ・ ${t("tokyo.attempts", { n: r.learn_count })}`}
            </p>
            <div className="tk-actions">
              {r.set === "test" && (
                <Link
                  className="btn btn-primary"
                  to={tokyoUrls.testing(r.res_code)}
                  data-testid="tk-take-test"
                >
                  {t("tokyo.take_test")}
                </Link>
              )}
              <Link
                className={`btn ${r.set === "test" ? "btn-ghost" : "btn-primary"}`}
                to={tokyoUrls.practice(r.res_code)}
                data-testid="tk-take-practice"
              >
                {t("tokyo.take_practice")}
              </Link>
              {lastUrl && (
                <Link className="btn btn-ghost" to={lastUrl} data-testid="tk-last-result">
                  {t("tokyo.see_last")}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
