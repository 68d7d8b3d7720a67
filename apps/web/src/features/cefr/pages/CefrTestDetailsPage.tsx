import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCefrResultQuery } from "../api.ts";
import { BadLink } from "../components/BadLink.tsx";
import { parseTestId, roundScore } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps/testDetails?test_id=: every answered item of a test with its skill, point, step, score and
 * right / wrong.
 * @returns the page
 */
export default function CefrTestDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t("cefr.details_answers"));
  const [params] = useSearchParams();
  const testId = parseTestId(params.get("test_id"));
  const result = useCefrResultQuery(testId);
  if (testId === null) return <BadLink param="test_id" />;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner />;
  const { answers } = result.data;
  return (
    <div className="page cefr-page" data-testid="cefr-test-details">
      <h1>{t("cefr.details_answers")}</h1>
      {answers.length === 0 ? (
        <p className="muted">{t("cefr.no_answers")}</p>
      ) : (
        <div className="card cefr-table-wrap">
          <table className="cefr-table">
            <thead>
              <tr>
                <th scope="col">{t("cefr.col_no")}</th>
                <th scope="col">{t("cefr.col_skill")}</th>
                <th scope="col">{t("cefr.col_point")}</th>
                <th scope="col">{t("cefr.col_step")}</th>
                <th scope="col">{t("cefr.col_score")}</th>
                <th scope="col">{t("cefr.col_result")}</th>
              </tr>
            </thead>
            <tbody>
              {answers.map((a, i) => (
                <tr key={a.item_id} data-correct={a.correct} data-testid="cefr-answer-row">
                  <td>{i + 1}</td>
                  <td>{t(`cefr.skill.${a.skill}`)}</td>
                  <td>{a.point}</td>
                  <td>{a.level}</td>
                  <td>{roundScore(a.score)}</td>
                  <td className="cefr-verdict" data-correct={a.correct}>
                    <span aria-hidden="true">{a.correct === 1 ? "○ " : "× "}</span>
                    {a.correct === 1 ? t("cefr.right") : t("cefr.wrong")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="cefr-actions">
        <Link className="btn btn-secondary" to={cefrUrls.testResult(testId)}>
          {t("cefr.result_title")}
        </Link>
        <Link className="btn btn-secondary" to={cefrUrls.home()}>
          {t("cefr.back_home")}
        </Link>
      </div>
    </div>
  );
}
