/**
 * Topic-writing 'try again' (spec §4): in homework it shows unless the item expired or limits
 * apply and no attempts remain; outside homework it shows unless from is 'last'.
 * @param input - homework flag, is_expired, has_limit, remaining attempts, the from query
 * @returns whether to show the button
 */
export function canTryAgain(input: {
  homework: boolean;
  isExpired?: boolean | number;
  hasLimit?: boolean | number;
  remaining?: number;
  from?: string | null;
}): boolean {
  if (input.homework) {
    if (input.isExpired === true || input.isExpired === 1) return false;
    const limited = input.hasLimit === true || input.hasLimit === 1;
    return !(limited && (input.remaining ?? 0) <= 0);
  }
  return input.from !== "last";
}

/**
 * Where 'try again' goes: back when from is 'last', else replace with the previous route.
 * @param from - the from query value
 * @returns the navigation kind
 */
export function tryAgainNavigation(from: string | null | undefined): "back" | "replace-previous" {
  return from === "last" ? "back" : "replace-previous";
}
