import { describe, expect, it } from "vitest";
// The worker file itself, as text: it runs outside the bundle, so the test runs exactly what ships.
import workerSource from "../../../public/sw.js?raw";
import { jumpPath } from "./jump-target.ts";

type Handler = (event: Record<string, unknown>) => void;

/** Runs public/sw.js against a minimal worker scope and returns its listeners and what it did. */
function loadWorker(windows: { url: string }[] = []) {
  const handlers = new Map<string, Handler>();
  const shown: { title: string; opts: { body: string; data: { path: string | null } } }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const scope = {
    location: { origin: "https://hibiki.test" },
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, opts: (typeof shown)[number]["opts"]) => {
        shown.push({ title, opts });
      },
    },
    clients: {
      claim: async () => undefined,
      openWindow: async (url: string) => {
        opened.push(url);
      },
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => undefined,
          navigate: async (url: string) => {
            navigated.push(url);
          },
        })),
    },
  };
  new Function("self", workerSource)(scope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { fire, shown, opened, navigated };
}

const pushOf = (msg: unknown) => ({ data: { json: () => msg, text: () => JSON.stringify(msg) } });

describe("service worker (public/sw.js)", () => {
  const cases = [
    { jump_schema: 2, homework_id: 12, message_id: 40 },
    { jump_schema: "2", homework_id: "7" },
    { jump_schema: 3, message_id: 9 },
    { jump_schema: 4, message_id: 9 },
    { jump_schema: 5 },
    { jump_schema: 6 },
    { jump_schema: 7 },
    { jump_schema: 2 },
    { jump_schema: 3, message_id: "x" },
    { jump_schema: 99 },
  ];

  it.each(cases)("shows the notification with the same target as the app: %o", async (msg) => {
    const w = loadWorker();
    await w.fire("push", pushOf({ title: "New homework", body: "Unit 2", ...msg }));
    expect(w.shown[0]?.title).toBe("New homework");
    expect(w.shown[0]?.opts.body).toBe("Unit 2");
    expect(w.shown[0]?.opts.data.path).toBe(jumpPath(msg));
  });

  it("maps each jump_schema to its screen", () => {
    expect(jumpPath({ jump_schema: 2, homework_id: 12, message_id: 40 })).toBe(
      "/homework/detail?homework_id=12&message_id=40",
    );
    expect(jumpPath({ jump_schema: 3, message_id: 9 })).toBe("/news/details?msg_id=9");
    expect(jumpPath({ jump_schema: 4 })).toBeNull();
    expect(jumpPath({ jump_schema: 5 })).toBe("/steps");
    expect(jumpPath({ jump_schema: 6 })).toBe("/home");
    expect(jumpPath({ jump_schema: 7 })).toBe("/live");
  });

  it("opens a new window on click when the app is not open", async () => {
    const w = loadWorker();
    let closed = false;
    await w.fire("notificationclick", {
      notification: { data: { path: "/news/details?msg_id=9" }, close: () => (closed = true) },
    });
    expect(closed).toBe(true);
    expect(w.opened).toEqual(["https://hibiki.test/news/details?msg_id=9"]);
  });

  it("navigates an open app window instead of opening another", async () => {
    const w = loadWorker([{ url: "https://hibiki.test/home" }]);
    await w.fire("notificationclick", {
      notification: { data: { path: "/homework/detail?homework_id=3" }, close: () => undefined },
    });
    expect(w.opened).toEqual([]);
    expect(w.navigated).toEqual(["https://hibiki.test/homework/detail?homework_id=3"]);
  });

  it("does nothing on click for jump_schema 4 and shows a non-JSON push as text", async () => {
    const w = loadWorker();
    await w.fire("notificationclick", { notification: { data: { path: null }, close: () => undefined } });
    expect(w.opened).toEqual([]);
    await w.fire("push", {
      data: {
        json: () => {
          throw new SyntaxError("bad");
        },
        text: () => "plain",
      },
    });
    expect(w.shown[0]).toMatchObject({ title: "Hibiki", opts: { body: "plain" } });
  });
});
