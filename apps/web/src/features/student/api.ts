import { studentChangePassword } from "@hibiki/contracts/auth";
import {
  studentCardActive,
  studentChangeName,
  studentClassByCode,
  studentDashboard,
  studentDismissPasswordRemind,
  studentInfo,
  studentJoinClass,
  studentLeaveClass,
} from "@hibiki/contracts/student";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { replaceToken } from "@web/lib/session.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the student module. */
export const studentKeys = {
  all: ["student"] as const,
  info: () => [...studentKeys.all, "info"] as const,
  dashboard: () => [...studentKeys.all, "dashboard"] as const,
  classByCode: (code: string) => [...studentKeys.all, "class-by-code", code] as const,
};

/** @returns the signed-in student's info (name, flags, class) */
export function useStudentInfoQuery() {
  return useQuery({
    queryKey: studentKeys.info(),
    queryFn: ({ signal }) => call(studentInfo, { signal }),
    staleTime: STALE.medium,
  });
}

/** @returns the dashboard: current study card and unfinished homework count */
export function useDashboardQuery() {
  return useQuery({
    queryKey: studentKeys.dashboard(),
    queryFn: ({ signal }) => call(studentDashboard, { signal }),
    staleTime: STALE.short,
  });
}

/** @returns mutation that activates a study card (card_id), then refreshes the dashboard */
export function useCardActivateMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => call(studentCardActive, { body: { card_id: cardId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** @returns mutation that changes the nickname */
export function useChangeNameMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => call(studentChangeName, { body: { nickname } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.info() }),
  });
}

/** @returns mutation that changes the password and keeps the fresh token it returns */
export function useChangePasswordMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { old_password: string; new_password: string; confirm_password: string }) =>
      call(studentChangePassword, { body }),
    onSuccess: (data) => {
      replaceToken(data.token);
      return qc.invalidateQueries({ queryKey: studentKeys.info() });
    },
  });
}

/** @returns mutation that dismisses the password-change tip for good */
export function useDismissPasswordRemindMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(studentDismissPasswordRemind),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.info() }),
  });
}

/** @returns mutation that looks up the class behind a join code */
export function useClassByCodeMutation() {
  return useMutation({
    mutationFn: (code: string) => call(studentClassByCode, { query: { class_code: code } }),
  });
}

/** @returns mutation that joins a class by its code */
export function useJoinClassMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(studentJoinClass, { body: { class_code: code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** @returns mutation that leaves the current class */
export function useLeaveClassMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(studentLeaveClass),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
