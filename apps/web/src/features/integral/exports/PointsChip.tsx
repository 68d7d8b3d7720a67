import { integralStudentIndex } from "@hibiki/contracts/home-calls";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Lent to home's hero: the student's points balance as a chip leading to /integral (nothing while it
 * loads or when the call fails: home stays calm). It shares the points page's query (integralKeys.index,
 * written out here so home loads neither the points screens' calls nor their strings: home's budget).
 * @returns the chip, or null
 */
export function PointsChip() {
  const { t } = useTranslation();
  const head = useQuery({
    queryKey: ["integral", "index"],
    queryFn: ({ signal }) => call(integralStudentIndex, { signal, suppressToast: true }),
    staleTime: STALE.short,
  });
  if (!head.data) return null;
  return (
    <Link to="/integral" className="hero-chip" data-testid="home-points">
      {t("home.points_chip", { n: head.data.points })}
    </Link>
  );
}
