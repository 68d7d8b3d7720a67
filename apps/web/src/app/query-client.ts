import { QueryClient } from "@tanstack/react-query";
import { ApiError, NetworkError } from "@web/lib/errors.ts";
import { STALE } from "@web/lib/stale.ts";

/**
 * Creates the app's query client: failures other than network errors are not retried automatically (the user
 * gets the やり直す button instead).
 * @returns a fresh QueryClient
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.short,
        refetchOnWindowFocus: false,
        retry: (count, err) => err instanceof NetworkError && !err.timedOut && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** @returns whether the error came from the API layer (already shown to the user) */
export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
