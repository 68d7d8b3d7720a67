import { CLIENT_ERRORS_PATH, CLIENT_VERSION } from "@hibiki/contracts/constants";
import { isUnreportable } from "./errors.ts";
import { getStudentId } from "./session.ts";

let lastReport = "";

/**
 * Sends an unexpected error to `app/client_errors`, silently (spec §8). 4xx failures and cancellations are
 * not reported; the same message twice in a row is sent once.
 * @param err - anything thrown
 */
export function reportError(err: unknown): void {
  if (isUnreportable(err)) return;
  const message = err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ""}` : String(err);
  if (message === lastReport) return;
  lastReport = message;
  const form = new URLSearchParams({
    error_code: err instanceof Error ? err.name.slice(0, 200) : "unknown",
    error_message: message.slice(0, 2000),
    device_info: navigator.userAgent.slice(0, 4000),
    client_info: `web ${CLIENT_VERSION} ${location.pathname}`.slice(0, 4000),
    user_info: String(getStudentId() ?? ""),
  });
  // Plain fetch, not call(): a failing report must never toast or report itself.
  fetch(CLIENT_ERRORS_PATH, { method: "POST", body: form, keepalive: true }).catch((e: unknown) => {
    console.debug("client error report not sent", e);
  });
}

/** Installs window handlers that report uncaught errors and unhandled rejections. */
export function installErrorReporter(): void {
  window.addEventListener("error", (e) => reportError(e.error ?? e.message));
  window.addEventListener("unhandledrejection", (e) => reportError(e.reason));
}
