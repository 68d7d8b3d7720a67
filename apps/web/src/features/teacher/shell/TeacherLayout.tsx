import { LanguageSwitch } from "@web/app/shell/LanguageSwitch.tsx";
import { Button } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { useTeacherInfoQuery, useTeacherLogoutMutation } from "./auth-api.ts";
import "./i18n.ts";
import { useTeacherToken } from "./session.ts";
import "./teacher.css";
import { teacherUrls } from "./urls.ts";

/**
 * Frame of every console page: the teacher's name and role, the console menu (a sidebar at desktop width,
 * a scrolling strip on phones) and the page. Without a teacher session it sends the visitor to the
 * teacher login, remembering where they wanted to go.
 * @returns the layout
 */
export function TeacherLayout() {
  const { t } = useTranslation();
  const token = useTeacherToken();
  const location = useLocation();
  const info = useTeacherInfoQuery();
  const logout = useTeacherLogoutMutation();
  if (!token) return <Navigate to={teacherUrls.login(location.pathname + location.search)} replace />;
  const me = info.data;
  const links = [
    { to: teacherUrls.classes(), label: t("t.nav.classes"), id: "classes" },
    { to: teacherUrls.homeworkList(), label: t("t.nav.homework"), id: "homework" },
    { to: teacherUrls.wordTests(), label: t("t.nav.word_tests"), id: "word-tests" },
    { to: teacherUrls.wordPlans(), label: t("t.nav.word_plans"), id: "word-plans" },
    { to: teacherUrls.freeReading(), label: t("t.nav.free_reading"), id: "free-reading" },
    { to: teacherUrls.aiStudy(), label: t("t.nav.ai_study"), id: "ai-study" },
    { to: teacherUrls.live(), label: t("t.nav.live"), id: "live" },
    { to: teacherUrls.messages(), label: t("t.nav.messages"), id: "messages" },
    { to: teacherUrls.feedback(), label: t("t.nav.feedback"), id: "feedback" },
    ...(me?.role === "admin"
      ? [{ to: teacherUrls.teachers(), label: t("t.nav.teachers"), id: "teachers" }]
      : []),
  ];
  return (
    <div className="tc-shell">
      <header className="tc-header">
        <span className="tc-brand">
          <span aria-hidden="true">響</span> {t("t.console")}
        </span>
        <span className="tc-me" data-testid="teacher-me">
          {me
            ? `${me.name || me.username}（${t(me.role === "admin" ? "t.role.admin" : "t.role.teacher")}）`
            : ""}
          {me?.school_name ? ` · ${me.school_name}` : ""}
        </span>
        <LanguageSwitch />
        <Button
          variant="ghost"
          busy={logout.isPending}
          onClick={() => logout.mutate()}
          data-testid="teacher-logout"
        >
          {t("t.logout")}
        </Button>
      </header>
      <nav className="tc-nav" aria-label={t("t.nav")}>
        {links.map((l) => (
          <NavLink key={l.id} to={l.to} data-testid={`tc-nav-${l.id}`}>
            {l.label}
          </NavLink>
        ))}
      </nav>
      <main id="main" className="tc-main" tabIndex={-1}>
        {info.isPending ? <Spinner /> : <Outlet />}
      </main>
    </div>
  );
}
