import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";

/**
 * The retry panel for a load that failed (spec §8: 'common network error' with the button やり直す).
 * @param props - what to run again
 * @returns the panel
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert" data-testid="load-error">
      <p>{t("common.network_error")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
