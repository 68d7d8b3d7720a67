import type { ListeningLog } from "@hibiki/contracts";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { useTranslation } from "react-i18next";

/**
 * A sitting's points per part as bars against each part's maximum (the numbers are also a table for
 * screen readers).
 * @param props - the part results
 * @returns the chart
 */
export function PartPoints({ parts }: { parts: ListeningLog["parts"] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      title={t("lx.by_part")}
      points={parts.map((p) => ({
        label: `${p.part}（${p.right}/${p.total}）`,
        value: (100 * p.points) / p.max_points,
      }))}
      max={100}
      labelHeader={t("lx.part_col")}
      valueHeader={t("lx.points_col")}
      format={(v) => `${Math.round(v)}%`}
      emptyText=""
      testId="lx-part-points"
    />
  );
}
