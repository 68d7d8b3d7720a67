/**
 * 出席番号 as typed (full-width digits too).
 * @param text - the field's text
 * @returns a number 1-999, undefined when empty, NaN when not valid
 */
export function classNumberOf(text: string): number | undefined {
  const s = text.normalize("NFKC").trim();
  if (s === "") return undefined;
  return /^\d{1,3}$/.test(s) && Number(s) >= 1 ? Number(s) : Number.NaN;
}
