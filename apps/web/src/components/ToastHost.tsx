import { dismissToast, getToasts, subscribeToasts } from "@web/lib/toast-store.ts";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

/**
 * Renders the toasts in a polite live region so screen readers announce them.
 * @returns the toast area
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-area" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role="status" data-testid="toast">
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t("common.close")}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
