import type { StudyWordMastery } from "@hibiki/contracts/study-word";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * Words with their outcome (right or wrong) and mastery now.
 * @param props - the rows
 * @returns the table
 */
export function ResultTable({
  items,
}: {
  items: ReadonlyArray<{
    word_id: number;
    word: string;
    mean: string;
    is_right: boolean | 0 | 1;
    mastery: StudyWordMastery;
  }>;
}) {
  const { t } = useTranslation();
  return (
    <div className="sw-table-wrap">
      <table className="sw-table">
        <thead>
          <tr>
            <th scope="col">{t("sw.word")}</th>
            <th scope="col">{t("sw.meaning")}</th>
            <th scope="col">{t("sw.outcome")}</th>
            <th scope="col">{t("sw.mastery")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((x) => (
            <tr key={x.word_id} data-testid="sw-result-row" data-right={x.is_right ? "1" : "0"}>
              <th scope="row" lang="en">
                {x.word}
              </th>
              <td>{x.mean}</td>
              <td className={x.is_right ? "sw-ok" : "sw-ng"}>{t(x.is_right ? "sw.right" : "sw.wrong")}</td>
              <td>{t(`sw.mastery.${x.mastery}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
