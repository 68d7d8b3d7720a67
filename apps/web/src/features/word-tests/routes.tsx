import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the word-test screens (under the spec's /study_word test child and wrong_topic routes). */
export const wordTestsUrls = {
  list: () => "/study_word/test",
  exam: (taskId: number) => `/study_word/test/exam?task_id=${taskId}`,
  result: (taskId: number) => `/study_word/test/result?task_id=${taskId}`,
  wrongList: () => "/study_word/wrong_topic",
  wrong: (taskId: number) => `/study_word/wrong_topic?task_id=${taskId}`,
  wrongResult: (taskId: number) => `/study_word/wrong_topic/result?task_id=${taskId}`,
};

/** Word-test list, results and the wrong-word practice inside the main shell. */
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
  // Practice has no penalty for leaving, so it keeps the app header: the list without task_id, the run with it.
  {
    path: "study_word/wrong_topic",
    lazy: lazyPage("word-wrong", () => import("./pages/WrongTopicPage.tsx")),
  },
];

/** The test runs without header or menu: leaving goes through "quit" (0 points). */
export const wordTestsBareRoutes: RouteObject[] = [
  {
    path: "study_word/test/exam",
    lazy: lazyPage("word-test-exam", () => import("./pages/WordExamPage.tsx")),
  },
];
