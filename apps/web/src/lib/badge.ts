import { BADGE_MAX } from "@hibiki/contracts/constants";

/**
 * Text of a count badge: nothing for zero, the number up to 99, then "99+" (spec §2/§9).
 * @param count - the count
 * @returns the label, or null when no badge should show
 */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
