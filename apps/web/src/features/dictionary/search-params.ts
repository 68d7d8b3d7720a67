import { type DictionarySearchType, DictionaryWordInputSchema } from "@hibiki/contracts";
import { searchTypeOf } from "./urls.ts";

/**
 * The word and direction a link names: the word must pass the contract's rule, type is 1 or 2 (else taken
 * from the word's script).
 * @param params - the page's query
 * @returns the lookup, or null for a link without a usable word
 */
export function readSearch(params: URLSearchParams): { word: string; type: DictionarySearchType } | null {
  const parsed = DictionaryWordInputSchema.safeParse(params.get("word") ?? "");
  if (!parsed.success) return null;
  const raw = params.get("type");
  const type = raw === "1" || raw === "2" ? Number(raw) : searchTypeOf(parsed.data);
  return { word: parsed.data, type };
}
