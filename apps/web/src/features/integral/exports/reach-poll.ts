import { integralMissionReachMessage, MISSION_MESSAGE_MS } from "@hibiki/contracts";
import { call } from "@web/lib/api-client.ts";
import { getToken, isCollegeStudent } from "@web/lib/session.ts";
import { showToast } from "@web/lib/toast-store.ts";

/** At most one poll in this many ms (route changes come in bursts). */
const MIN_GAP_MS = 15_000;
let last = 0;

/**
 * Called by the main shell on a screen change: asks (at most every 15 s, for a signed-in school student)
 * for the missions newly reached and shows each message for 2 s (the spec's mission message). The server
 * marks them announced, so each shows once. Failures are silent: the message is a nicety.
 */
export async function pollMissionReach(): Promise<void> {
  if (!getToken() || isCollegeStudent() || Date.now() - last < MIN_GAP_MS) return;
  last = Date.now();
  const { items } = await call(integralMissionReachMessage, { suppressToast: true });
  for (const m of items) showToast(`${m.message_title} ${m.message_body}`, "success", MISSION_MESSAGE_MS);
}
