import { lazyPage } from "@web/app/lazy-page.ts";
import { loadChunk } from "@web/lib/chunk-load.ts";
import type { RouteObject } from "react-router";
import { Navigate } from "react-router";

export { teacherUrls } from "./shell/urls.ts";

const page = (chunk: string, load: Parameters<typeof lazyPage>[1]) => ({
  lazy: lazyPage(`teacher-${chunk}`, load),
});

/**
 * The teacher console under /teacher: its own login (outside the student's sign-in) and every console
 * page inside the TeacherLayout (loaded with the first console page), which asks for the teacher session.
 * Pages live in one folder per server module they call: `teacher-console/` (classes, rosters, dashboards,
 * students, teachers), `homework/`, `word-tests/`, `free-reading/`, `ai-study/`, `live/`, `messages/`, `feedback/`; `shell/`
 * holds what they share (session, teacher calls and query keys, URLs, strings, layout, login, Loadable,
 * formats).
 */
export const teacherRoutes: RouteObject[] = [
  { path: "teacher/login", ...page("login", () => import("./shell/TeacherLoginPage.tsx")) },
  {
    path: "teacher",
    // The layout (and the console's strings and session) is its own chunk, outside the student's shell.
    lazy: async () => ({
      Component: (await loadChunk("teacher-layout", () => import("./shell/TeacherLayout.tsx"))).TeacherLayout,
    }),
    children: [
      { index: true, element: <Navigate to="classes" replace /> },
      { path: "classes", ...page("classes", () => import("./teacher-console/ClassListPage.tsx")) },
      { path: "classes/:classId", ...page("roster", () => import("./teacher-console/RosterPage.tsx")) },
      {
        path: "classes/:classId/dashboard",
        ...page("dashboard", () => import("./teacher-console/DashboardPage.tsx")),
      },
      {
        path: "classes/:classId/slips",
        ...page("slips", () => import("./teacher-console/LoginSlipsPage.tsx")),
      },
      {
        path: "classes/:classId/gradebook",
        ...page("gradebook", () => import("./gradebook/GradebookPage.tsx")),
      },
      { path: "students/:studentId", ...page("student", () => import("./teacher-console/StudentPage.tsx")) },
      { path: "homework", ...page("homework-list", () => import("./homework/HomeworkListPage.tsx")) },
      { path: "homework/new", ...page("homework-new", () => import("./homework/HomeworkAssignPage.tsx")) },
      {
        path: "homework/:homeworkId",
        ...page("homework", () => import("./homework/HomeworkDetailPage.tsx")),
      },
      {
        path: "homework/:homeworkId/students/:studentId",
        ...page("submission", () => import("./homework/SubmissionPage.tsx")),
      },
      { path: "word-tests", ...page("word-tests", () => import("./word-tests/WordTestsPage.tsx")) },
      {
        path: "word-tests/:taskId",
        ...page("word-test", () => import("./word-tests/WordTestResultPage.tsx")),
      },
      { path: "word-plans", ...page("word-plans", () => import("./study-word/WordPlansPage.tsx")) },
      {
        path: "free-reading",
        ...page("free-reading", () => import("./free-reading/FreeReadingPage.tsx")),
      },
      { path: "ai-study", ...page("ai-study", () => import("./ai-study/AiStudyPage.tsx")) },
      { path: "live", ...page("live-list", () => import("./live/LiveListPage.tsx")) },
      { path: "live/:liveId", ...page("live", () => import("./live/LiveConsolePage.tsx")) },
      { path: "messages", ...page("messages", () => import("./messages/MessagesPage.tsx")) },
      { path: "feedback", ...page("feedback", () => import("./feedback/FeedbackPage.tsx")) },
      { path: "admin/teachers", ...page("teachers", () => import("./teacher-console/TeachersPage.tsx")) },
    ],
  },
];
