import { signIn, signOut } from "@web/lib/session.ts";
import { getItem } from "@web/lib/storage.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensurePushSubscription, PUSH_SENT_KEY, type PushEnv, vapidKeyBytes } from "./api.ts";

// A real VAPID public key shape: 65 bytes, uncompressed P-256 point, base64url.
const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

function fakeEnv(over: Partial<PushEnv> = {}) {
  const sent: string[] = [];
  let subscribedWith: Uint8Array | null = null;
  let current: { endpoint: string; toJSON: () => unknown } | null = null;
  let permission: NotificationPermission = "default";
  const env: PushEnv = {
    supported: () => true,
    permission: () => permission,
    requestPermission: async () => {
      permission = "granted";
      return permission;
    },
    register: async () => ({
      getSubscription: async () => current,
      subscribe: async (o) => {
        subscribedWith = o.applicationServerKey;
        current = {
          endpoint: "https://push.example/abc",
          toJSON: () => ({ endpoint: "https://push.example/abc" }),
        };
        return current;
      },
    }),
    publicKey: async () => KEY,
    sendToken: async (json) => {
      sent.push(json);
    },
    ...over,
  };
  return { env, sent, key: () => subscribedWith };
}

describe("Web Push subscription", () => {
  beforeEach(() => {
    localStorage.clear();
    signIn({ token: "t", id: 7, username: "student1", isCollege: false });
  });
  afterEach(() => signOut());

  it("decodes the VAPID key to 65 bytes and refuses junk", () => {
    expect(vapidKeyBytes(KEY)).toHaveLength(65);
    expect(() => vapidKeyBytes("not a key!")).toThrow(/base64url/);
  });

  it("does not ask for permission unless asked to", async () => {
    const f = fakeEnv();
    expect(await ensurePushSubscription(false, f.env)).toBe("default");
    expect(f.sent).toEqual([]);
  });

  it("subscribes with the server key, posts the subscription once and marks it sent", async () => {
    const f = fakeEnv();
    expect(await ensurePushSubscription(true, f.env)).toBe("subscribed");
    expect(f.key()).toHaveLength(65);
    expect(JSON.parse(f.sent[0] ?? "")).toEqual({ endpoint: "https://push.example/abc" });
    expect(getItem(PUSH_SENT_KEY)).toBe("7|https://push.example/abc");
    await ensurePushSubscription(true, f.env);
    expect(f.sent).toHaveLength(1);
  });

  it("leaves the mark unset when the server does not answer code 0, so it retries", async () => {
    const f = fakeEnv({
      sendToken: async () => {
        throw new Error("HTTP 500");
      },
    });
    await expect(ensurePushSubscription(true, f.env)).rejects.toThrow("HTTP 500");
    expect(getItem(PUSH_SENT_KEY)).toBeNull();
  });

  it("reports denied and unsupported browsers", async () => {
    expect(await ensurePushSubscription(true, fakeEnv({ requestPermission: async () => "denied" }).env)).toBe(
      "denied",
    );
    expect(await ensurePushSubscription(true, fakeEnv({ supported: () => false }).env)).toBe("unsupported");
  });
});
