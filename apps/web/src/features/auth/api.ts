import { useMutation } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { signIn, signOut } from "@web/lib/session.ts";
import { clearVisits } from "@web/lib/visit-history.ts";

/**
 * The auth calls' contract definitions, loaded on first use: their schemas (and the schema library) are
 * not part of the sign-in page, which must stay small (issue 14).
 * @returns the contracts' auth module
 */
const authCalls = () => import("@hibiki/contracts/auth");

/** @returns mutation that signs in; on success the session is stored and the sign-in event fires */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (body: { account: string; password: string }) =>
      call((await authCalls()).studentLogin, { body, suppressToast: true }),
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
    mutationFn: async (account: string) =>
      call((await authCalls()).studentForgotPassword, { body: { account }, suppressToast: true }),
  });
}

/** @returns mutation that sets a new password with the e-mailed code */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: async (body: {
      account: string;
      code: string;
      new_password: string;
      confirm_password: string;
    }) => call((await authCalls()).studentResetPassword, { body, suppressToast: true }),
  });
}

/**
 * Logs out: tells the server (best effort) and clears the local session either way.
 * @returns resolves once the session is cleared
 */
export async function logout(): Promise<void> {
  try {
    await call((await authCalls()).studentLogout, { suppressToast: true });
  } catch (err) {
    // The local sign-out must happen even when the server is unreachable or the token already died.
    console.debug("logout call failed; signing out locally", err);
  } finally {
    clearVisits();
    signOut();
  }
}
