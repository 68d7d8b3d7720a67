import type { HomeworkTab } from "./rules.ts";

/** Query keys of the homework module. */
export const homeworkKeys = {
  all: ["homework"] as const,
  list: (tab: HomeworkTab, page: number) => [...homeworkKeys.all, "list", tab, page] as const,
  detail: (id: number) => [...homeworkKeys.all, "detail", id] as const,
  topic: (hw: number, topic: number) => [...homeworkKeys.all, "topic", hw, topic] as const,
  result: (hw: number, topic: number, guid: string) =>
    [...homeworkKeys.all, "result", hw, topic, guid] as const,
  noticeTotal: () => [...homeworkKeys.all, "notice-total"] as const,
};
