import { appVersion, studentChangeName, studentDashboard, studentInfo } from "@hibiki/contracts";
import { hang, json, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "./api-client.ts";
import { resetUnauthorized } from "./auth-failure.ts";
import { AuthError, CancelledError, LockedError, NetworkError, ValidationError } from "./errors.ts";
import { currentBox, dismissBox, queueLength } from "./message-box.ts";
import { cancelAllRequests, pendingCount } from "./request-registry.ts";
import { getToken, onSessionChange, signIn } from "./session.ts";
import { dismissToast, getToasts } from "./toast-store.ts";

const dashboard = { cur_card: null, unfinished_homework_count: 3 };

function useFetch(responses: Parameters<typeof scriptedFetch>[0]) {
  const f = scriptedFetch(responses);
  vi.stubGlobal("fetch", f.fn);
  return f;
}

beforeEach(() => {
  resetUnauthorized();
  signIn({ token: "tok-1", id: 42, username: "student1", isCollege: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  while (queueLength() > 0) dismissBox();
  for (const t of getToasts()) dismissToast(t.id);
  cancelAllRequests();
});

describe("call()", () => {
  it("sends the bearer token, student id and flag, and returns the parsed data", async () => {
    const f = useFetch([() => json(200, { code: 0, message: "ok", data: dashboard })]);
    const data = await call(studentDashboard);
    expect(data.unfinished_homework_count).toBe(3);
    const url = new URL(f.requests[0]!.url);
    expect(url.pathname).toBe("/v3/student/dashboard");
    expect(url.searchParams.get("student_id")).toBe("42");
    expect(url.searchParams.get("flag")).toBe("1");
    expect(f.requests[0]!.headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("form-encodes POST bodies", async () => {
    const f = useFetch([() => json(200, { code: 0, message: "ok", data: { nickname: "Aki" } })]);
    await call(studentChangeName, { body: { nickname: "Aki" } });
    expect(f.requests[0]!.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(await f.requests[0]!.text()).toBe("nickname=Aki");
  });

  it("shows a 400's server message as a toast and calls the failure handler", async () => {
    useFetch([
      () => json(400, { code: 400, message: "名前を入力してください", data: { error_key: "name_required" } }),
    ]);
    const onFail = vi.fn();
    const err = await call(studentChangeName, { body: { nickname: "" }, onFail }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).errorKey).toBe("name_required");
    expect(getToasts().map((t) => t.text)).toEqual(["名前を入力してください"]);
    expect(onFail).toHaveBeenCalledOnce();
  });

  it("does not toast a 400 when the call suppresses it, but still calls the handler", async () => {
    useFetch([() => json(400, { code: 400, message: "bad", data: null })]);
    const onFail = vi.fn();
    await expect(
      call(studentChangeName, { body: { nickname: "" }, suppressToast: true, onFail }),
    ).rejects.toThrow("bad");
    expect(getToasts()).toEqual([]);
    expect(onFail).toHaveBeenCalledOnce();
  });

  it("on 401 shows one alert for several failing requests, signs out and cancels pending requests", async () => {
    const signOuts = vi.fn();
    const off = onSessionChange((e) => e === "signOut" && signOuts());
    const unauthorized = () =>
      json(401, {
        code: 401,
        message: "他の端末でログインされました",
        data: { error_key: "token_login_elsewhere" },
      });
    useFetch([unauthorized, unauthorized, hang]);
    const a = call(studentInfo).catch((e: unknown) => e);
    const b = call(studentInfo).catch((e: unknown) => e);
    const pending = call(studentDashboard).catch((e: unknown) => e);
    const [ea, eb, ep] = await Promise.all([a, b, pending]);
    off();
    expect(ea).toBeInstanceOf(AuthError);
    expect(eb).toBeInstanceOf(AuthError);
    expect(ep).toBeInstanceOf(CancelledError);
    expect(queueLength()).toBe(1);
    expect(currentBox()?.text).toBe("他の端末でログインしたため、ログアウトしました。");
    expect(getToken()).toBeNull();
    expect(signOuts).toHaveBeenCalledOnce();
    expect(pendingCount()).toBe(0);
  });

  it("passes 423 through without a toast", async () => {
    useFetch([
      () => json(423, { code: 423, message: "locked", data: { error_key: "word_exam_time_end_tips" } }),
    ]);
    const err = await call(studentInfo).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LockedError);
    expect((err as LockedError).errorKey).toBe("word_exam_time_end_tips");
    expect(getToasts()).toEqual([]);
    expect(queueLength()).toBe(0);
  });

  it("rejects a cancelled request as cancelled, silently", async () => {
    useFetch([hang]);
    const ctrl = new AbortController();
    const p = call(studentInfo, { signal: ctrl.signal });
    ctrl.abort();
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    expect(getToasts()).toEqual([]);
  });

  it("times out with a network error and the no-network toast", async () => {
    useFetch([hang]);
    const err = await call(appVersion, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).timedOut).toBe(true);
    expect(getToasts().map((t) => t.text)).toEqual([
      "ネットワークに接続されていません。接続を確認してください。",
    ]);
  });

  it("turns a failed fetch into the no-network toast", async () => {
    useFetch([
      () => {
        throw new TypeError("Failed to fetch");
      },
    ]);
    await expect(call(appVersion)).rejects.toBeInstanceOf(NetworkError);
    expect(getToasts()).toHaveLength(1);
  });

  it("sends no bearer token with the config call", async () => {
    const f = useFetch([() => json(200, { code: 0, message: "ok", data: {} })]);
    const { appConfig } = await import("@hibiki/contracts");
    await call(appConfig).catch(() => undefined);
    expect(f.requests[0]!.headers.get("authorization")).toBeNull();
  });

  it("sends files multipart", async () => {
    const f = useFetch([() => json(200, { code: 0, message: "ok", data: null })]);
    const { defineCall } = await import("@hibiki/contracts");
    const { z } = await import("zod");
    const upload = defineCall({
      method: "POST",
      path: "/v3/test/upload",
      auth: "student",
      body: z.object({ file: z.instanceof(Blob), name: z.string() }),
      data: z.null(),
    });
    await call(upload, { body: { file: new Blob(["abc"], { type: "audio/mpeg" }), name: "a.mp3" } });
    expect(f.requests[0]!.headers.get("content-type")).toContain("multipart/form-data");
  });

  it("shows the server-error toast for a 5xx", async () => {
    useFetch([() => json(500, { code: 500, message: "internal", data: null })]);
    await expect(call(studentInfo)).rejects.toMatchObject({ status: 500 });
    expect(getToasts().map((t) => t.text)).toEqual([
      "サーバーエラーが発生しました。しばらくしてから、お問い合わせフォームでご連絡ください。",
    ]);
  });
  it("sends another session's token without the student id and leaves its 401 to the caller", async () => {
    const f = useFetch([
      () => json(200, { code: 0, message: "ok", data: dashboard }),
      () => json(401, { code: 401, message: "teacher token expired", data: null }),
    ]);
    await call(studentDashboard, { token: "teacher-tok" });
    const url = new URL(f.requests[0]!.url);
    expect(url.searchParams.has("student_id")).toBe(false);
    expect(f.requests[0]!.headers.get("authorization")).toBe("Bearer teacher-tok");
    await expect(call(studentDashboard, { token: "teacher-tok" })).rejects.toBeInstanceOf(AuthError);
    // The student stays signed in and no alert is queued.
    expect(getToken()).toBe("tok-1");
    expect(queueLength()).toBe(0);
  });
  it("sends a body with nested values as JSON", async () => {
    const f = useFetch([() => json(200, { code: 0, message: "ok", data: null })]);
    const { defineCall } = await import("@hibiki/contracts");
    const { z } = await import("zod");
    const create = defineCall({
      method: "POST",
      path: "/v3/test/nested",
      auth: "teacher",
      body: z.object({ class_id: z.number(), topics: z.array(z.object({ res_code: z.string() })) }),
      data: z.null(),
    });
    await call(create, { body: { class_id: 3, topics: [{ res_code: "r1" }] }, token: "t" });
    expect(f.requests[0]!.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(await f.requests[0]!.text())).toEqual({ class_id: 3, topics: [{ res_code: "r1" }] });
  });
});
