import { useTranslation } from "react-i18next";

/**
 * "n / count" with a bar, shown when the resource has several questions.
 * @param props - 0-based position, count and how many are answered
 * @returns the indicator or nothing for a single question
 */
export function ProgressIndicator({
  position,
  count,
  answered,
}: {
  position: number;
  count: number;
  answered: number;
}) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <div className="pl-progress" data-testid="player-progress">
      <span aria-live="polite">{t("player.progress", { current: position + 1, count })}</span>
      <progress max={count} value={answered} aria-label={t("player.progress_label")} />
    </div>
  );
}
