import {
  EBOOK_CEFRS,
  EBOOK_GENRES,
  EBOOK_SORTS,
  EBOOK_STATUSES,
  EBOOK_TOPICS,
  EBOOK_YL_MAX,
  EBOOK_YL_MIN,
} from "@hibiki/contracts";
import type { LibraryFilters } from "./urls.ts";

/** The YL steps offered by the level filters (0.5 to 4.0 by halves). */
export const YL_STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4] as const;

const oneOf = <T extends string>(all: readonly T[], v: string | null): T | undefined =>
  v !== null && (all as readonly string[]).includes(v) ? (v as T) : undefined;
const yl = (v: string | null): number | undefined => {
  const n = v === null || v === "" ? Number.NaN : Number(v);
  return Number.isFinite(n) && n >= EBOOK_YL_MIN && n <= EBOOK_YL_MAX ? n : undefined;
};

/**
 * The library's filters read from the address; anything unknown is left out (a hand-typed address never
 * makes a failing call).
 * @param params - the URL's query
 * @returns the filters, sort and page
 */
export function filtersFromParams(params: URLSearchParams): LibraryFilters {
  const keyword = (params.get("keyword") ?? "").trim().slice(0, 60);
  const page = Number(params.get("page"));
  let ylMin = yl(params.get("yl_min"));
  let ylMax = yl(params.get("yl_max"));
  if (ylMin !== undefined && ylMax !== undefined && ylMin > ylMax) [ylMin, ylMax] = [ylMax, ylMin];
  const out: LibraryFilters = {
    keyword: keyword || undefined,
    yl_min: ylMin,
    yl_max: ylMax,
    cefr: oneOf(EBOOK_CEFRS, params.get("cefr")),
    genre: oneOf(EBOOK_GENRES, params.get("genre")),
    topic: oneOf(EBOOK_TOPICS, params.get("topic")),
    status: oneOf(EBOOK_STATUSES, params.get("status")),
    sort: oneOf(EBOOK_SORTS, params.get("sort")),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as LibraryFilters;
}
