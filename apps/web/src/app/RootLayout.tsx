import { useQueryClient } from "@tanstack/react-query";
import { MaintenanceNotice } from "@web/features/app/exports/maintenance-notice.ts";
import { ResourceFeedbackHost } from "@web/features/feedback/exports/feedback-host.ts";
import { getToken, onSessionChange } from "@web/lib/session.ts";
import { recordVisit } from "@web/lib/visit-history.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { clearAlive } from "./shell/keep-alive.ts";

/**
 * Top of the route tree: records visited routes, returns to startup on the sign-out event (dropping every
 * cached server answer), and shows the maintenance notice over any page.
 * @returns the layout
 */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();

  useEffect(() => {
    recordVisit(location.pathname);
  }, [location.pathname]);

  // Re-sends the Web Push subscription when the student already allowed notifications (asks nothing).
  const signedIn = getToken() !== null;
  useEffect(() => {
    // Without granted permission the refresh does nothing, so the push calls (and their schemas) load only
    // when it is granted: they are not part of the sign-in page or of home.
    const granted = typeof Notification !== "undefined" && Notification.permission === "granted";
    if (signedIn && granted)
      void import("@web/features/push/api.ts")
        .then((push) => push.ensurePushSubscription(false))
        .catch(() => undefined);
  }, [signedIn]);

  useEffect(
    () =>
      onSessionChange((event) => {
        if (event !== "signOut") return;
        qc.clear();
        clearAlive();
        void navigate("/login", { replace: true });
      }),
    [navigate, qc],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skip_to_content")}
      </a>
      <Outlet />
      <MaintenanceNotice />
      <ResourceFeedbackHost />
    </>
  );
}
