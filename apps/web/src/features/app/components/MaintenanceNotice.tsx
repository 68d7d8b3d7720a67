import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppVersionQuery } from "../api.ts";

/**
 * Maintenance notice from `app/version`: DevOpsDisabled blocks the app with an exit button; DevOpsTips shows
 * the message with a return button that dismisses it.
 * @returns the notice, or nothing when the service is normal
 */
export function MaintenanceNotice() {
  const { t } = useTranslation();
  const version = useAppVersionQuery();
  const [dismissed, setDismissed] = useState(false);
  const [exited, setExited] = useState(false);
  const status = version.data?.service_status;
  if (!status || status === "normal") return null;
  if (status === "DevOpsTips" && dismissed) return null;
  const message = version.data?.service_message ?? "";
  if (status === "DevOpsDisabled") {
    return (
      <Dialog
        title={t("maintenance.title")}
        role="alertdialog"
        testId="maintenance"
        footer={
          <Button
            onClick={() => {
              // Browsers only close windows a script opened; otherwise say so and blank the app.
              window.close();
              setExited(true);
            }}
          >
            {t("maintenance.exit")}
          </Button>
        }
      >
        <p>{exited ? t("maintenance.closed") : message}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t("maintenance.title")}
      testId="maintenance"
      onClose={() => setDismissed(true)}
      footer={<Button onClick={() => setDismissed(true)}>{t("maintenance.return")}</Button>}
    >
      <p>{message}</p>
    </Dialog>
  );
}
