const pending = new Set<AbortController>();

/**
 * Registers an in-flight request so that sign-out can cancel it.
 * @param controller - the request's controller
 * @returns a function that unregisters it once the request has settled
 */
export function trackRequest(controller: AbortController): () => void {
  pending.add(controller);
  return () => pending.delete(controller);
}

/** Cancels every pending request (spec §4: on 401 pending requests are cancelled). */
export function cancelAllRequests(): void {
  for (const c of pending) c.abort("cancelled");
  pending.clear();
}

/** @returns how many requests are in flight (tests and diagnostics) */
export function pendingCount(): number {
  return pending.size;
}
