import {
  assetUrl,
  type GrammarLessonIndex,
  GrammarLessonIndexSchema,
  lessonIndexUrl,
  type Tab,
} from "@hibiki/exercises";
import DOMPurify from "dompurify";

/**
 * Loads the lesson's tab list from `{assets}/index.json?v={res_version}`; falls back to the resource's own
 * tabs when the file is missing.
 * @param assetBase - the resource's asset folder
 * @param resVersion - res_version (cache-busting)
 * @param fallback - the resource's `tabs`
 * @param signal - abort signal
 * @returns the tabs
 * @throws Error naming the url when the index exists but is malformed and there is no fallback
 */
export async function loadLessonTabs(
  assetBase: string,
  resVersion: number,
  fallback: readonly Tab[] | undefined,
  signal?: AbortSignal,
): Promise<Tab[]> {
  const url = lessonIndexUrl(assetBase, resVersion);
  const res = await fetch(url, { signal });
  if (res.ok) {
    const parsed = GrammarLessonIndexSchema.safeParse(await res.json().catch(() => null));
    if (parsed.success) return (parsed.data as GrammarLessonIndex).tabs;
    if (!fallback) throw new Error(`lesson index ${url} is malformed: ${parsed.error.issues[0]?.message}`);
  }
  if (fallback && fallback.length > 0) return [...fallback];
  throw new Error(`lesson index ${url} could not be loaded (HTTP ${res.status})`);
}

/**
 * Fetches an introduction page and sanitises it (DOMPurify); relative image and link paths are rewritten
 * against the page's folder, scripts and event handlers are removed.
 * @param assetBase - the resource's asset folder
 * @param path - the page's path relative to it
 * @param resVersion - res_version
 * @param signal - abort signal
 * @returns safe HTML
 * @throws Error naming the url when it cannot be fetched
 */
export async function loadIntroHtml(
  assetBase: string,
  path: string,
  resVersion: number,
  signal?: AbortSignal,
): Promise<string> {
  const url = assetUrl(assetBase, path, resVersion);
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`introduction ${url} could not be loaded (HTTP ${res.status})`);
  return sanitizeLessonHtml(await res.text(), new URL(url, window.location.href), resVersion);
}

/**
 * Sanitises lesson HTML and resolves relative `src` / `href` against the page URL.
 * @param html - raw HTML
 * @param pageUrl - the page's absolute URL
 * @param resVersion - appended to rewritten asset URLs
 * @returns safe HTML
 */
export function sanitizeLessonHtml(html: string, pageUrl: URL, resVersion: number): string {
  const clean = DOMPurify.sanitize(html, { RETURN_DOM: true, FORBID_TAGS: ["style", "form"] }) as HTMLElement;
  for (const el of Array.from(clean.querySelectorAll("[src],[href]"))) {
    for (const attr of ["src", "href"]) {
      const v = el.getAttribute(attr);
      if (!v || /^(https?:|#|mailto:)/i.test(v)) continue;
      const abs = new URL(v, pageUrl);
      if (attr === "src") abs.searchParams.set("v", String(resVersion));
      el.setAttribute(attr, abs.pathname + abs.search);
    }
  }
  return clean.innerHTML;
}
