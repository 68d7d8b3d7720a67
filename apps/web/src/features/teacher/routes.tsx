import { lazyPage } from "@web/app/lazy-page.ts";
import { loadChunk } from "@web/lib/chunk-load.ts";
import type { RouteObject } from "react-router";
import { Navigate } from "react-router";

export { teacherUrls } from "./urls.ts";

const page = (chunk: string, load: Parameters<typeof lazyPage>[1]) => ({
  lazy: lazyPage(`teacher-${chunk}`, load),
});

/**
 * The teacher console under /teacher: its own login (outside the student's sign-in) and every console
 * page inside the TeacherLayout (loaded with the first console page), which asks for the teacher session.
 */
export const teacherRoutes: RouteObject[] = [
  { path: "teacher/login", ...page("login", () => import("./pages/TeacherLoginPage.tsx")) },
  {
    path: "teacher",
    // The layout (and the console's strings and session) is its own chunk, outside the student's shell.
    lazy: async () => ({
      Component: (await loadChunk("teacher-layout", () => import("./components/TeacherLayout.tsx")))
        .TeacherLayout,
    }),
    children: [
      { index: true, element: <Navigate to="classes" replace /> },
      { path: "classes", ...page("classes", () => import("./pages/ClassListPage.tsx")) },
      { path: "classes/:classId", ...page("roster", () => import("./pages/RosterPage.tsx")) },
      { path: "classes/:classId/dashboard", ...page("dashboard", () => import("./pages/DashboardPage.tsx")) },
      { path: "students/:studentId", ...page("student", () => import("./pages/StudentPage.tsx")) },
      { path: "homework", ...page("homework-list", () => import("./pages/HomeworkListPage.tsx")) },
      { path: "homework/new", ...page("homework-new", () => import("./pages/HomeworkAssignPage.tsx")) },
      { path: "homework/:homeworkId", ...page("homework", () => import("./pages/HomeworkDetailPage.tsx")) },
      {
        path: "homework/:homeworkId/students/:studentId",
        ...page("submission", () => import("./pages/SubmissionPage.tsx")),
      },
      { path: "word-tests", ...page("word-tests", () => import("./pages/WordTestsPage.tsx")) },
      { path: "word-tests/:taskId", ...page("word-test", () => import("./pages/WordTestResultPage.tsx")) },
      { path: "messages", ...page("messages", () => import("./pages/MessagesPage.tsx")) },
      { path: "feedback", ...page("feedback", () => import("./pages/FeedbackPage.tsx")) },
      { path: "admin/teachers", ...page("teachers", () => import("./pages/TeachersPage.tsx")) },
    ],
  },
];
