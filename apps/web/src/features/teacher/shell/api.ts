import type { CallDef } from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "@web/i18n/index.ts";
import { type CallOptions, call } from "@web/lib/api-client.ts";
import { AuthError } from "@web/lib/errors.ts";
import { alertBox } from "@web/lib/message-box.ts";
import { STALE } from "@web/lib/stale.ts";
import type { z } from "zod";
import { getTeacherToken, teacherSignOut } from "./session.ts";

type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** The teacher token whose "signed in elsewhere" alert was shown (one alert per ended session). */
let alertedFor: string | null = null;

/**
 * Sends one teacher call with the teacher's own token. A 401 ends the teacher session (the console then
 * shows its login page) without touching a student signed in on the same browser; when the account signed
 * in on another device, the spec's message says so once, as in the student app.
 * @param def - the contract's call definition
 * @param opts - query, body, signal and failure handling
 * @returns the parsed `data`
 * @throws the api client's errors
 */
export async function teacherCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
>(def: CallDef<Q, B, D>, opts: Omit<CallOptions<Q, B>, "token"> = {}): Promise<Out<D>> {
  const token = getTeacherToken();
  try {
    return await call(def, { ...opts, token });
  } catch (err) {
    if (err instanceof AuthError && def.auth === "teacher") {
      if (err.errorKey === "token_login_elsewhere" && token && alertedFor !== token) {
        alertedFor = token;
        void alertBox(i18n.t("token_login_elsewhere"), { closable: true });
      }
      teacherSignOut();
    }
    throw err;
  }
}

/** Query keys of the teacher console; every mutation invalidates by these. */
export const teacherKeys = {
  all: ["teacher"] as const,
  me: () => [...teacherKeys.all, "me"] as const,
  classes: () => [...teacherKeys.all, "classes"] as const,
  students: (classId: number) => [...teacherKeys.all, "students", classId] as const,
  dashboard: (classId: number) => [...teacherKeys.all, "dashboard", classId] as const,
  student: (studentId: number) => [...teacherKeys.all, "student", studentId] as const,
  resources: () => [...teacherKeys.all, "resources"] as const,
  homeworks: (classId: number | null) => [...teacherKeys.all, "homeworks", classId] as const,
  homework: (homeworkId: number) => [...teacherKeys.all, "homework", homeworkId] as const,
  submission: (homeworkId: number, studentId: number, topicId: number) =>
    [...teacherKeys.all, "submission", homeworkId, studentId, topicId] as const,
  wordTests: (classId: number | null) => [...teacherKeys.all, "word-tests", classId] as const,
  wordTestResult: (id: number) => [...teacherKeys.all, "word-test-result", id] as const,
  feedback: () => [...teacherKeys.all, "feedback"] as const,
  teachers: () => [...teacherKeys.all, "teachers"] as const,
};

/**
 * A query of one teacher call.
 * @param key - query key from {@link teacherKeys}
 * @param def - the call
 * @param query - its query parameters
 * @param enabled - false to wait (e.g. for an id from the URL)
 * @returns the TanStack query
 */
export function useTeacherQuery<Q extends z.ZodType | undefined, D extends z.ZodType>(
  key: readonly unknown[],
  def: CallDef<Q, undefined, D>,
  query?: CallOptions<Q, undefined>["query"],
  enabled = true,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => teacherCall(def, { signal, query }),
    enabled,
    staleTime: STALE.short,
  });
}

/**
 * A mutation of one teacher call; on success every console query is refetched (the console's data is
 * small and changes touch several views: roster, dashboard, homework status).
 * @param def - the call
 * @returns the TanStack mutation taking the call's body
 */
export function useTeacherMutation<B extends z.ZodType | undefined, D extends z.ZodType>(
  def: CallDef<undefined, B, D>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<CallOptions<undefined, B>["body"]>) => teacherCall(def, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
