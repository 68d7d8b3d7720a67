import { type NormalizeOptions, normalizeText } from "./normalize-text.ts";

/**
 * Tells whether a typed answer matches any accepted answer after normalisation (spec §5).
 * An empty (after normalising) answer never matches.
 * @param typed - the student's text
 * @param accepted - accepted answers
 * @param options - normalisation rules of the kind
 * @returns true when some accepted answer matches
 */
export function matchesAccepted(
  typed: string,
  accepted: readonly string[],
  options: NormalizeOptions = {},
): boolean {
  const t = normalizeText(typed, options);
  if (t === "") return false;
  return accepted.some((a) => normalizeText(a, options) === t);
}
