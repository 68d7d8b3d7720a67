import { badgeLabel } from "@web/lib/badge.ts";

/**
 * A small count badge ("99+" above 99); renders nothing for zero.
 * @param props - the count and its accessible label
 * @returns the badge
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  const text = badgeLabel(count);
  if (text === null) return null;
  return (
    <span className="badge" data-testid="count-badge">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
