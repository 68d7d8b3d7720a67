import { teacherInfo, teacherLogin, teacherLogout } from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STALE } from "@web/lib/stale.ts";
import { teacherCall, teacherKeys } from "./api.ts";
import { teacherSignIn, teacherSignOut, useTeacherToken } from "./session.ts";

/** @returns mutation signing a teacher in and storing the teacher session */
export function useTeacherLoginMutation() {
  return useMutation({
    mutationFn: (body: { account: string; password: string }) =>
      teacherCall(teacherLogin, { body, suppressToast: true }),
    onSuccess: (data) => teacherSignIn(data.token, data.username),
  });
}

/** @returns the signed-in teacher (name, role, school); disabled while signed out */
export function useTeacherInfoQuery() {
  const token = useTeacherToken();
  return useQuery({
    queryKey: [...teacherKeys.me(), token],
    queryFn: ({ signal }) => teacherCall(teacherInfo, { signal }),
    enabled: token !== null,
    staleTime: STALE.medium,
  });
}

/** @returns mutation ending the teacher session on the server and here (also when the server fails) */
export function useTeacherLogoutMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => teacherCall(teacherLogout, { suppressToast: true }).catch(() => null),
    onSettled: () => {
      teacherSignOut();
      qc.removeQueries({ queryKey: teacherKeys.all });
    },
  });
}
