import { studentDashboard, teacherInfo } from "@hibiki/contracts";
import { resetUnauthorized } from "@web/lib/auth-failure.ts";
import { AuthError } from "@web/lib/errors.ts";
import { currentBox, dismissBox, queueLength } from "@web/lib/message-box.ts";
import { getToken, signIn } from "@web/lib/session.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { teacherCall } from "./api.ts";
import { getTeacherToken, teacherSignIn, teacherSignOut } from "./session.ts";

const me = {
  id: 1,
  username: "teacher1",
  name: "Sato",
  email: "",
  role: "teacher",
  school_id: 1,
  school_name: "Demo",
};

beforeEach(() => {
  resetUnauthorized();
  signIn({ token: "student-tok", id: 42, username: "student1", isCollege: false });
  teacherSignIn("teacher-tok", "teacher1");
});

afterEach(() => vi.unstubAllGlobals());

describe("teacher session", () => {
  it("keeps the teacher token apart from the student's", () => {
    expect(getTeacherToken()).toBe("teacher-tok");
    expect(getToken()).toBe("student-tok");
    teacherSignOut();
    expect(getTeacherToken()).toBeNull();
    expect(getToken()).toBe("student-tok");
  });

  it("sends teacher calls with the teacher token and no student id", async () => {
    const f = scriptedFetch([() => json(200, { code: 0, message: "ok", data: me })]);
    vi.stubGlobal("fetch", f.fn);
    const data = await teacherCall(teacherInfo);
    expect(data.username).toBe("teacher1");
    expect(f.requests[0]!.headers.get("authorization")).toBe("Bearer teacher-tok");
    expect(new URL(f.requests[0]!.url).searchParams.has("student_id")).toBe(false);
  });

  it("ends only the teacher session on a teacher 401", async () => {
    const f = scriptedFetch([() => json(401, { code: 401, message: "expired", data: null })]);
    vi.stubGlobal("fetch", f.fn);
    await expect(teacherCall(teacherInfo)).rejects.toBeInstanceOf(AuthError);
    expect(getTeacherToken()).toBeNull();
    expect(getToken()).toBe("student-tok");
    expect(queueLength()).toBe(0);
  });

  it("says once that the teacher signed in on another device, with the spec's message", async () => {
    const elsewhere = () =>
      json(401, { code: 401, message: "x", data: { error_key: "token_login_elsewhere" } });
    vi.stubGlobal("fetch", scriptedFetch([elsewhere]).fn);
    await expect(teacherCall(teacherInfo)).rejects.toBeInstanceOf(AuthError);
    await expect(teacherCall(teacherInfo)).rejects.toBeInstanceOf(AuthError);
    expect(getTeacherToken()).toBeNull();
    expect(currentBox()?.text).toBe("他の端末でログインしたため、ログアウトしました。");
    expect(queueLength()).toBe(1);
    dismissBox();
    expect(getToken()).toBe("student-tok");
  });

  it("leaves the teacher signed in when a non-teacher call is refused", async () => {
    const f = scriptedFetch([() => json(401, { code: 401, message: "no", data: null })]);
    vi.stubGlobal("fetch", f.fn);
    await expect(teacherCall(studentDashboard)).rejects.toBeInstanceOf(AuthError);
    expect(getTeacherToken()).toBe("teacher-tok");
  });
});
