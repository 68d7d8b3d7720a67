import type { StudentCaller } from "../../plugins/auth.ts";
import type { CardRow } from "./repository.ts";

/** Actions on study cards and why they may be refused. */
export type CardDecision = "allow" | "not_found" | "used_by_other" | "already_active";

/**
 * Whether the caller may activate this card: it must be the caller's school, unassigned or assigned to
 * the caller, and not yet active. Cards of another school look like unknown cards.
 * @returns the decision
 */
export function authorizeCardActivation(caller: StudentCaller, card: CardRow | undefined): CardDecision {
  if (!card || card.school_id !== caller.schoolId) return "not_found";
  if (card.student_id !== null && card.student_id !== caller.id) return "used_by_other";
  if (card.active_status === 1) return "already_active";
  return "allow";
}
