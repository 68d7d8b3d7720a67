import { Button } from "@web/components/Button.tsx";
import { currentPushState, ensurePushSubscription, type PushState } from "@web/features/push/api.ts";
import { reportError } from "@web/lib/error-reporter.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * "Turn on notifications": asks for permission on click and stores the Web Push subscription. When
 * permission was already granted it quietly re-sends a subscription that was not stored yet.
 * @returns the toggle, or a note when the browser cannot or may not notify
 */
export function PushToggle() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState>(() => currentPushState());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (currentPushState() !== "subscribed") return;
    ensurePushSubscription(false).catch(reportError);
  }, []);
  if (state === "unsupported") return <p className="muted">{t("push.unsupported")}</p>;
  if (state === "denied") return <p className="muted">{t("push.denied")}</p>;
  if (state === "subscribed")
    return (
      <p className="muted" data-testid="push-on">
        {t("push.enabled")}
      </p>
    );
  return (
    <Button
      variant="secondary"
      busy={busy}
      data-testid="push-enable"
      onClick={async () => {
        setBusy(true);
        try {
          setState(await ensurePushSubscription(true));
        } catch (err) {
          reportError(err);
          showToast(t("push.failed"), "error");
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("push.enable")}
    </Button>
  );
}
