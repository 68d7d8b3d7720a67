/**
 * Accepts a `redirect` query only when it is an in-app path (never another origin or the auth pages).
 * @param raw - the query value
 * @returns the safe path, or null
 */
export function safeRedirect(raw: string | null): string | null {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (raw === "/" || raw.startsWith("/login") || raw.startsWith("/forgotPassword")) return null;
  return raw;
}
