/*
 * Hibiki service worker: shows Web Push notifications and opens the screen named by jump_schema
 * (2 homework detail, 3 news detail, 4 none, 5 CEFR home, 6 home, 7 live class). The table mirrors
 * src/features/push/jump-target.ts; src/features/push/sw.test.ts runs this file against it.
 */

/** @param {unknown} v @returns {string | null} */
function pushId(v) {
  const s = v === undefined || v === null ? "" : String(v).trim();
  return /^\d+$/.test(s) ? s : null;
}

/** @param {Record<string, unknown>} msg @returns {string | null} */
function jumpPath(msg) {
  const schema = Number(msg.jump_schema);
  if (schema === 2) {
    const hw = pushId(msg.homework_id);
    if (!hw) return null;
    const m = pushId(msg.message_id);
    return `/homework/detail?homework_id=${hw}${m ? `&message_id=${m}` : ""}`;
  }
  if (schema === 3) {
    const m = pushId(msg.message_id);
    return m ? `/news/details?msg_id=${m}` : null;
  }
  if (schema === 5) return "/steps";
  if (schema === 6) return "/home";
  if (schema === 7) return "/live";
  return null;
}

/** @param {{ json: () => unknown, text: () => string } | null} data @returns {Record<string, unknown>} */
function readPush(data) {
  if (!data) return {};
  try {
    const v = data.json();
    return v && typeof v === "object" ? v : {};
  } catch {
    // A push that is not JSON still shows, with its text as the body.
    return { body: data.text() };
  }
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const msg = readPush(event.data);
  const title = typeof msg.title === "string" && msg.title ? msg.title : "Hibiki";
  const body = typeof msg.body === "string" ? msg.body : "";
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag: msg.message_id ? `msg-${msg.message_id}` : undefined,
      data: { path: jumpPath(msg) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.path;
  if (!path) return;
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((wins) => {
      const open = wins.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w ?? open).navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
