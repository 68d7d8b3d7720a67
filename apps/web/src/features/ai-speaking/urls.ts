/** URLs of the AI speaking screens (spec routes /ai-speaking/list, detail, result, history). */
export const aiSpeakingUrls = {
  list: () => "/ai-speaking/list",
  detail: (scenarioId: string) => `/ai-speaking/detail?scenario_id=${encodeURIComponent(scenarioId)}`,
  result: (sessionId: number) => `/ai-speaking/result?session_id=${sessionId}`,
  history: () => "/ai-speaking/history",
};

/**
 * A scenario id from the address (as-<nn>-<kebab>), or null when it cannot be one.
 * @param raw - the query value
 * @returns the id
 */
export function scenarioIdOf(raw: string | null): string | null {
  const v = (raw ?? "").trim();
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(v) ? v : null;
}

/**
 * A session id from the address, or null when it is not one.
 * @param raw - the query value
 * @returns the id
 */
export function sessionIdOf(raw: string | null): number | null {
  const v = (raw ?? "").trim();
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null;
}
