import type { NewFunction } from "@hibiki/contracts";

/**
 * Features announced on the home screen ("new functions"). Only features that exist are listed; each
 * feature's issue adds its entry here when it lands.
 */
export const NEW_FUNCTIONS: readonly NewFunction[] = [];
