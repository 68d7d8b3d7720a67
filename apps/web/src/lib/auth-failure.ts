import { i18n } from "@web/i18n/index.ts";
import type { AuthError } from "./errors.ts";
import { alertBox } from "./message-box.ts";
import { cancelAllRequests } from "./request-registry.ts";
import { onSessionChange, signOut } from "./session.ts";

let alerted = false;

// A new sign-in re-arms the one-time alert.
onSessionChange((event) => {
  if (event === "signIn") alerted = false;
});

/**
 * Handles a 401 (spec §4/§8): the first one shows one alert with the server message (the spec's
 * login-elsewhere wording when the token was replaced), signs out and cancels pending requests; later 401s
 * of the same session do nothing.
 * @param err - the 401 failure
 */
export function handleUnauthorized(err: AuthError): void {
  if (alerted) return;
  alerted = true;
  const text = err.errorKey === "token_login_elsewhere" ? i18n.t("token_login_elsewhere") : err.message;
  cancelAllRequests();
  signOut();
  void alertBox(text, { closable: true });
}

/** Re-arms the one-time 401 alert (tests). */
export function resetUnauthorized(): void {
  alerted = false;
}
