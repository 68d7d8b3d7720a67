import { useTranslation } from "react-i18next";
import "./i18n.ts";
import type { ItemSaveStatus } from "./use-item-save.ts";

/**
 * Where the item's answer is once the programme ended: being saved, or not saved with a retry button.
 * @param props - the status and the retry action
 * @returns the status line, or nothing when idle or saved
 */
export function SaveStatus({ status, onRetry }: { status: ItemSaveStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === "saving")
    return (
      <p className="ps-status muted" role="status" data-testid="integrated-saving">
        {t("integrated.saving")}
      </p>
    );
  if (status !== "failed") return null;
  return (
    <div className="ps-status" role="alert" data-testid="integrated-save-failed">
      <p>{t("integrated.save_failed")}</p>
      <button type="button" className="btn btn-primary" data-testid="integrated-retry" onClick={onRetry}>
        {t("integrated.retry")}
      </button>
    </div>
  );
}
