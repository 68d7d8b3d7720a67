import { useTranslation } from "react-i18next";

/**
 * A book's or the student's reading level: YL (one decimal) and the CEFR-J band.
 * @param props - the level
 * @returns the badge
 */
export function LevelBadge({ yl, cefr }: { yl: number; cefr: string }) {
  const { t } = useTranslation();
  return (
    <span className={`eb-level eb-level-${cefr.toLowerCase()}`} data-testid="eb-level">
      {t("eb.level_badge", { yl: yl.toFixed(1), cefr })}
    </span>
  );
}
