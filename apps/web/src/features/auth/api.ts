import { studentForgotPassword, studentLogin, studentLogout, studentResetPassword } from "@hibiki/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { signIn, signOut } from "@web/lib/session.ts";
import { clearVisits } from "@web/lib/visit-history.ts";

/** @returns mutation that signs in; on success the session is stored and the sign-in event fires */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: { account: string; password: string }) =>
      call(studentLogin, { body, suppressToast: true }),
    onSuccess: (data) =>
      signIn({
        token: data.token,
        id: data.id,
        username: data.username,
        isCollege: data.is_college_student === 1,
      }),
  });
}

/** @returns mutation that asks how the password can be reset (ask the teacher, or an e-mailed code) */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (account: string) => call(studentForgotPassword, { body: { account }, suppressToast: true }),
  });
}

/** @returns mutation that sets a new password with the e-mailed code */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: { account: string; code: string; new_password: string; confirm_password: string }) =>
      call(studentResetPassword, { body, suppressToast: true }),
  });
}

/**
 * Logs out: tells the server (best effort) and clears the local session either way.
 * @returns resolves once the session is cleared
 */
export async function logout(): Promise<void> {
  try {
    await call(studentLogout, { suppressToast: true });
  } catch (err) {
    // The local sign-out must happen even when the server is unreachable or the token already died.
    console.debug("logout call failed; signing out locally", err);
  } finally {
    clearVisits();
    signOut();
  }
}
