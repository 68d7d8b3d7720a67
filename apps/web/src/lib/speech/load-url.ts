/**
 * Loads the evaluation socket URL (from `app/new-evaluation-service`), retrying once: the spec's
 * "retry, then the failure screen". The loader should return `evaluation_server_url`.
 * @param loader - fetches the URL (e.g. a query client `fetchQuery`)
 * @param retries - extra attempts after the first (1 by spec)
 * @returns the URL
 * @throws the last error when every attempt fails or yields an empty URL; the caller shows the failure screen
 */
export async function loadEvaluationUrl(loader: () => Promise<string>, retries = 1): Promise<string> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const url = await loader();
      // A missing socket URL is an error (spec §7 "Speech").
      if (typeof url === "string" && /^wss?:\/\//.test(url)) return url;
      lastError = new Error(`evaluation service returned no socket URL: ${JSON.stringify(url)}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
