import type { RosterStudent } from "@hibiki/contracts";

/** Where a student's latest study card stands. */
export type CardStatus = "none" | "unused" | "active" | "expired";

/**
 * The status of a student's latest card: none, issued but not yet activated (unused), activated and
 * running (active), or past its end (expired, whether it was used or not).
 * @param s - the roster row
 * @param now - the time to judge at (ms)
 * @returns the status
 */
export function cardStatus(
  s: Pick<RosterStudent, "card_id" | "card_active_status" | "card_expires_at">,
  now: number = Date.now(),
): CardStatus {
  if (!s.card_id) return "none";
  if (s.card_expires_at && Date.parse(s.card_expires_at) <= now) return "expired";
  return s.card_active_status === 1 ? "active" : "unused";
}

/** Issuing a new card to a student whose card still works (active or unused) asks first. */
export const needsIssueConfirm = (status: CardStatus): boolean => status === "active" || status === "unused";
