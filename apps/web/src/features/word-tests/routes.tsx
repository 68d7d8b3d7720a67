import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the word-test screens (under the spec's /study_word test child and wrong_topic routes). */
export const wordTestsUrls = {
  list: () => "/study_word/test",
  exam: (taskId: number) => `/study_word/test/exam?task_id=${taskId}`,
  result: (taskId: number) => `/study_word/test/result?task_id=${taskId}`,
  wrong: (taskId: number) => `/study_word/wrong_topic?task_id=${taskId}`,
  wrongResult: (taskId: number) => `/study_word/wrong_topic/result?task_id=${taskId}`,
};

/** Word-test list and results inside the main shell. */
export const wordTestsRoutes: RouteObject[] = [
  { path: "study_word/test", lazy: lazyPage("word-tests", () => import("./pages/WordTestListPage.tsx")) },
  {
    path: "study_word/test/result",
    lazy: lazyPage("word-test-result", () => import("./pages/WordTestResultPage.tsx")),
  },
  {
    path: "study_word/wrong_topic/result",
    lazy: lazyPage("word-wrong-result", () => import("./pages/WrongTopicResultPage.tsx")),
  },
];

/** The test and the wrong-topic practice run without header or menu: leaving goes through "quit". */
export const wordTestsBareRoutes: RouteObject[] = [
  {
    path: "study_word/test/exam",
    lazy: lazyPage("word-test-exam", () => import("./pages/WordExamPage.tsx")),
  },
  {
    path: "study_word/wrong_topic",
    lazy: lazyPage("word-wrong", () => import("./pages/WrongTopicPage.tsx")),
  },
];
