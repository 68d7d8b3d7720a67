import { aiSpeakingRoutes } from "@web/features/ai-speaking/routes.tsx";
import { aiStudyRoutes } from "@web/features/ai-study/routes.tsx";
import { aiWritingRoutes } from "@web/features/ai-writing/routes.tsx";
import { appBareRoutes, appLegalRoutes, appMainRoutes } from "@web/features/app/routes.tsx";
import { arenaRoutes } from "@web/features/arena/routes.tsx";
import { authRoutes } from "@web/features/auth/routes.tsx";
import { cefrRoutes } from "@web/features/cefr/routes.tsx";
import { customReadingRoutes } from "@web/features/custom-reading/routes.tsx";
import { dictionaryRoutes } from "@web/features/dictionary/routes.tsx";
import { ebookRoutes } from "@web/features/ebook/routes.tsx";
import { eikenRoutes } from "@web/features/eiken/routes.tsx";
import { examHomeRoutes } from "@web/features/exam-home/routes.tsx";
import { favouritesRoutes } from "@web/features/favourites/routes.tsx";
import { feedbackRoutes } from "@web/features/feedback/routes.tsx";
import { historyRoutes } from "@web/features/history/routes.tsx";
import { homeRoutes } from "@web/features/home/routes.tsx";
import { homeworkBareRoutes, homeworkRoutes } from "@web/features/homework/routes.tsx";
import { integralRoutes } from "@web/features/integral/routes.tsx";
import { listeningExamRoutes } from "@web/features/listening-exam/routes.tsx";
import { liveRoutes } from "@web/features/live/routes.tsx";
import { messagesRoutes } from "@web/features/messages/routes.tsx";
import { phonogramRoutes } from "@web/features/phonogram/routes.tsx";
import { rankRoutes } from "@web/features/rank/routes.tsx";
import { skillupRoutes } from "@web/features/skillup/routes.tsx";
import { skillupWritingRoutes } from "@web/features/skillup-writing/routes.tsx";
import { studentRoutes } from "@web/features/student/routes.tsx";
import { studyWordRoutes } from "@web/features/study-word/routes.tsx";
import { teacherRoutes } from "@web/features/teacher/routes.tsx";
import { textbookRoutes } from "@web/features/textbook/routes.tsx";
import { tokyoRoutes } from "@web/features/tokyo/routes.tsx";
import { usercardRoutes } from "@web/features/usercard/routes.tsx";
import { wordTestsBareRoutes, wordTestsRoutes } from "@web/features/word-tests/routes.tsx";
import type { TabEntry } from "@web/lib/tabs.ts";
import type { RouteObject } from "react-router";
import { absentRoutes } from "./absent-routes.ts";
import { asHandle } from "./route-handle.ts";

// The one place features are listed. A later issue adds its module's routes here; a route whose handle
// names a main tab makes that tab appear (the tab registry below reads it), nothing else is needed.

/** Routes without header or menu, open without a token (the teacher console checks its own session). */
export const publicRoutes: RouteObject[] = [...authRoutes, ...appLegalRoutes, ...teacherRoutes];

/** Routes without header or menu that need a token. */
export const bareRoutes: RouteObject[] = [...appBareRoutes, ...homeworkBareRoutes, ...wordTestsBareRoutes];

/** Feature routes inside the main shell (header, tabs), all requiring a token. */
const featureMainRoutes: RouteObject[] = [
  ...homeRoutes,
  ...studentRoutes,
  ...appMainRoutes,
  ...textbookRoutes,
  ...historyRoutes,
  ...homeworkRoutes,
  ...wordTestsRoutes,
  ...studyWordRoutes,
  ...cefrRoutes,
  ...eikenRoutes,
  ...tokyoRoutes,
  ...listeningExamRoutes,
  ...phonogramRoutes,
  ...ebookRoutes,
  ...customReadingRoutes,
  ...examHomeRoutes,
  ...messagesRoutes,
  ...aiWritingRoutes,
  ...aiSpeakingRoutes,
  ...integralRoutes,
  ...aiStudyRoutes,
  ...skillupWritingRoutes,
  ...skillupRoutes,
  ...favouritesRoutes,
  ...dictionaryRoutes,
  ...feedbackRoutes,
  ...usercardRoutes,
  ...rankRoutes,
  ...arenaRoutes,
  ...liveRoutes,
];

/**
 * Routes inside the main shell: the features, then the not-available page for the spec's routes no feature
 * serves yet (absent-routes.ts; a feature's own route always replaces its entry there).
 */
export const mainRoutes: RouteObject[] = [
  ...featureMainRoutes,
  ...absentRoutes([...publicRoutes, ...bareRoutes, ...featureMainRoutes]),
];

/** Main tabs whose feature exists, read from the route handles. */
export const registeredTabs: TabEntry[] = mainRoutes.flatMap((r) => {
  const tab = asHandle(r.handle).tab;
  return tab && r.path ? [{ tab, path: `/${r.path}` }] : [];
});
