import { appPushPublicKey } from "@hibiki/contracts/messages";
import { studentFcmToken } from "@hibiki/contracts/student";
import { call } from "@web/lib/api-client.ts";
import { getStudentId } from "@web/lib/session.ts";
import { getItem, setItem } from "@web/lib/storage.ts";

/** Local-storage key marking the subscription as stored on the server (spec §5: once code 0 comes back). */
export const PUSH_SENT_KEY = "push_token_sent";

/** Where Web Push stands for this student in this browser. */
export type PushState = "unsupported" | "denied" | "default" | "subscribed";

/** The subset of PushSubscription used here. */
export type SubscriptionLike = { endpoint: string; toJSON: () => unknown };
/** The subset of PushManager used here. */
export type PushManagerLike = {
  getSubscription: () => Promise<SubscriptionLike | null>;
  subscribe: (opts: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array;
  }) => Promise<SubscriptionLike>;
};

/** The browser and server parts the subscription needs; the defaults use the real ones. */
export type PushEnv = {
  supported: () => boolean;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  /** registers /sw.js and resolves with its push manager once active */
  register: () => Promise<PushManagerLike>;
  publicKey: () => Promise<string>;
  /** student/fcm-token; resolves only on code 0 */
  sendToken: (json: string) => Promise<void>;
};

/** The real browser and server. */
export const browserPushEnv: PushEnv = {
  supported: () =>
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  register: async () => {
    await navigator.serviceWorker.register("/sw.js");
    const reg = await navigator.serviceWorker.ready;
    return reg.pushManager as unknown as PushManagerLike;
  },
  publicKey: async () => (await call(appPushPublicKey)).public_key,
  sendToken: async (json) => {
    await call(studentFcmToken, { body: { fcm_token: json }, suppressToast: true });
  },
};

/**
 * Decodes a base64url VAPID key into the bytes PushManager.subscribe wants.
 * @param key - base64url text
 * @returns the key bytes
 * @throws Error when the key is not base64url
 */
export function vapidKeyBytes(key: string): Uint8Array {
  const trimmed = key.trim();
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(trimmed)) throw new Error("push public key is not base64url");
  const b64 = trimmed.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

const sentMark = (endpoint: string) => `${getStudentId() ?? 0}|${endpoint}`;

/**
 * Subscribes this browser to Web Push and stores the subscription through student/fcm-token, once per
 * student and endpoint (marked in local storage after code 0). Asks for permission only when `ask` is set
 * (call it from a click); otherwise it only refreshes an already granted subscription.
 * @param ask - whether to ask for notification permission
 * @param env - browser and server access (tests pass their own)
 * @returns the resulting state
 * @throws ApiError or DOMException when registering or storing fails
 */
export async function ensurePushSubscription(
  ask: boolean,
  env: PushEnv = browserPushEnv,
): Promise<PushState> {
  if (!env.supported()) return "unsupported";
  let permission = env.permission();
  if (permission === "default" && ask) permission = await env.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "default";
  const manager = await env.register();
  let sub = await manager.getSubscription();
  if (!sub) {
    const key = vapidKeyBytes(await env.publicKey());
    sub = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  if (getItem<string>(PUSH_SENT_KEY) === sentMark(sub.endpoint)) return "subscribed";
  await env.sendToken(JSON.stringify(sub.toJSON()));
  setItem(PUSH_SENT_KEY, sentMark(sub.endpoint));
  return "subscribed";
}

/**
 * The state without side effects (for the toggle's first render).
 * @param env - browser access
 * @returns unsupported, denied, default, or subscribed when permission is granted
 */
export function currentPushState(env: PushEnv = browserPushEnv): PushState {
  if (!env.supported()) return "unsupported";
  const p = env.permission();
  return p === "granted" ? "subscribed" : p === "denied" ? "denied" : "default";
}
