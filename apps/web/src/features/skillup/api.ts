import { skillupResourceList, skillupTypeList } from "@hibiki/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";

/** Query keys of the skill-up module. */
export const skillupKeys = {
  all: ["skillup"] as const,
  types: () => [...skillupKeys.all, "types"] as const,
  list: (type: string) => [...skillupKeys.all, "list", type] as const,
};

/** @returns the skill-up types with the student's progress (re-read on every visit: scores change) */
export function useSkillupTypesQuery() {
  return useQuery({
    queryKey: skillupKeys.types(),
    queryFn: ({ signal }) => call(skillupTypeList, { signal }),
    staleTime: STALE.none,
  });
}

/**
 * @param type - the type code ("" while unknown: nothing is fetched)
 * @returns the type's resources with learn_count, best_score and last practice
 */
export function useSkillupListQuery(type: string) {
  return useQuery({
    queryKey: skillupKeys.list(type),
    queryFn: ({ signal }) => call(skillupResourceList, { signal, query: { type } }),
    enabled: type !== "",
    staleTime: STALE.none,
  });
}
