import { useQuery } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { appVersionCall } from "./version-call.ts";

/** Query keys of the app module. */
export const appKeys = {
  all: ["app"] as const,
  protocols: () => [...appKeys.all, "protocols"] as const,
  version: () => [...appKeys.all, "version"] as const,
};

/** @returns the protocol documents (terms, privacy policy, SDK list, permissions) */
export function useProtocolsQuery() {
  return useQuery({
    queryKey: appKeys.protocols(),
    // The contract (and its schema library) loads on first use: not on the sign-in page.
    queryFn: async ({ signal }) => call((await import("@hibiki/contracts/app")).appProtocols, { signal }),
    staleTime: STALE.long,
  });
}

/** @returns the upgrade check with the maintenance state; re-checked every 5 minutes */
export function useAppVersionQuery() {
  return useQuery({
    queryKey: appKeys.version(),
    queryFn: ({ signal }) => call(appVersionCall, { signal, suppressToast: true }),
    staleTime: STALE.medium,
    refetchInterval: STALE.medium,
  });
}
