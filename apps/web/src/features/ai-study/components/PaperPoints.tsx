import type { AiPaperPoint } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";
import { MasteryChip } from "./MasteryChip.tsx";
import "./results.css";

/**
 * A test paper per grammar point: the questions right of those asked, the point's mastery now and the way
 * to its lesson, as a table.
 * @param props - the points in lesson order
 * @returns the table
 */
export function PaperPoints({ points }: { points: readonly AiPaperPoint[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  return (
    <section className="card aist-table-wrap" aria-labelledby="aist-by-point">
      <h2 id="aist-by-point">{t("aist.testing.by_point")}</h2>
      <table className="aist-table">
        <thead>
          <tr>
            <th scope="col">{t("aist.testing.col_point")}</th>
            <th scope="col">{t("aist.testing.col_score")}</th>
            <th scope="col">{t("aist.testing.col_mastery")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr
              key={p.point}
              data-testid="aist-paper-point"
              data-point={p.point}
              data-correct={p.correct}
              data-total={p.total}
            >
              <th scope="row">
                <Link to={aiStudyUrls.practice(p.lesson_id)}>{en ? p.name_en : p.name_ja}</Link>
              </th>
              <td className={p.total > 0 && p.correct === p.total ? "aist-all-right" : undefined}>
                {t("aist.testing.point_score", { correct: p.correct, total: p.total })}
              </td>
              <td>
                <MasteryChip label={p.mastery.label} p={p.mastery.p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
