import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteHandle } from "@web/app/route-handle.ts";
import type { RouteObject } from "react-router";
import type { HomeworkTab } from "./rules.ts";

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : "";
};

/** URL builders of the homework module (spec §2 routes). */
export const homeworkUrls = {
  list: (tab?: HomeworkTab) => `/homeworkList${q({ tab: tab === "all" ? undefined : tab })}`,
  detail: (homeworkId: number, messageId?: number) =>
    `/homework/detail${q({ homework_id: homeworkId, message_id: messageId || undefined })}`,
  practice: (kind: string, homeworkId: number, topicId: number, isExpired: 0 | 1 = 0) =>
    `/homework/practice/${encodeURIComponent(kind)}${q({
      homework_id: homeworkId,
      topic_id: topicId,
      is_expired: isExpired || undefined,
    })}`,
  result: (kind: string, homeworkId: number, topicId: number, guid?: string) =>
    `/homework/practice/result/${encodeURIComponent(kind)}${q({
      homework_id: homeworkId,
      topic_id: topicId,
      guid,
    })}`,
};

const listHandle: RouteHandle = { tab: "homeworkList" };

/** Routes of the homework module inside the main shell; /homeworkList is the homeworkList tab. */
export const homeworkRoutes: RouteObject[] = [
  {
    path: "homeworkList",
    handle: listHandle,
    lazy: lazyPage("homework-list", () => import("./pages/HomeworkListPage.tsx")),
  },
  {
    path: "homework/detail",
    lazy: lazyPage("homework-detail", () => import("./pages/HomeworkDetailPage.tsx")),
  },
  {
    path: "homework/practice/result/:topicType",
    lazy: lazyPage("homework-result", () => import("./pages/HomeworkResultPage.tsx")),
  },
];

/**
 * The homework player runs without header or menu: homework mode hides back navigation (players spec §2),
 * so the player is left by finishing it.
 */
export const homeworkBareRoutes: RouteObject[] = [
  {
    path: "homework/practice/:topicType",
    lazy: lazyPage("homework-practice", () => import("./pages/HomeworkPracticePage.tsx")),
  },
];
