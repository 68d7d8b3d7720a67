import { dictionaryPenSwitch, dictionarySetPenSwitch } from "@hibiki/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@web/lib/api-client.ts";
import { STALE } from "@web/lib/stale.ts";
import { rememberPen } from "./pen/remember-pen.ts";

// The pen switch's calls, apart from api.ts: the shell mounts the pen on every page, so it loads only
// these two calls (api.ts, with every other dictionary schema, loads with the popup and the pages).

/** Query key of the pen switch (dictionaryKeys.pen() in api.ts). */
export const PEN_KEY = ["dictionary", "pen"] as const;

/** @returns whether the pen is on (stored per student on the server; off until turned on) */
export function usePenSwitchQuery() {
  return useQuery({
    queryKey: PEN_KEY,
    queryFn: async ({ signal }) => {
      const data = await call(dictionaryPenSwitch, { signal, suppressToast: true });
      rememberPen(data.enabled);
      return data;
    },
    staleTime: STALE.long,
    retry: false,
  });
}

/** Turns the pen on or off; the shell's pen follows at once. */
export function useSetPenSwitchMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      call(dictionarySetPenSwitch, { body: { enabled: enabled ? "1" : "0" } }),
    onSuccess: (data) => {
      rememberPen(data.enabled);
      client.setQueryData(PEN_KEY, data);
    },
  });
}
