import { base64ToBytes } from "../recorder/pcm.ts";

/**
 * The result XML behind a stored answer's evaluate_result. That field holds the signed URL of the XML the
 * speech service kept (`/v3/files/eval/<sid>.xml?sig=…`), or, from engines that keep nothing, the XML
 * itself in base64 when it was short enough, or `sid:<sid>`. A kept XML never changes, so what was read
 * (or scored in this page) is remembered.
 */

/** Where kept evaluations are served; nothing else is fetched (evaluate_result comes from a client). */
export const EVALUATION_FILE_PATH = "/v3/files/eval/";
/** Largest XML read (a few minutes of speech is far less). */
export const EVALUATION_XML_MAX_CHARS = 2_000_000;

const MAX_REMEMBERED = 100;
const remembered = new Map<string, string>();

/**
 * Remembers the XML of an evaluate_result (the take just scored), so showing it needs no request.
 * @param ref - the stored evaluate_result
 * @param xml - its XML
 */
export function rememberEvaluationXml(ref: string, xml: string): void {
  if (ref === "" || xml === "") return;
  remembered.delete(ref);
  remembered.set(ref, xml);
  if (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
}

/** Forgets every remembered XML (tests). */
export function forgetEvaluationXml(): void {
  remembered.clear();
}

const looksLikeXml = (s: string) =>
  s
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("<");

/**
 * The same-origin URL of a kept evaluation, or null when the reference is no such URL.
 * @param ref - the stored evaluate_result
 * @param origin - the page's origin
 * @returns the absolute URL to fetch, or null
 */
export function evaluationFileUrl(ref: string, origin: string): string | null {
  if (!ref.startsWith("/") && !/^https?:\/\//i.test(ref)) return null;
  let url: URL;
  try {
    url = new URL(ref, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(EVALUATION_FILE_PATH)) return null;
  return url.href;
}

/** The XML inside a base64 reference, or null when it is not base64 UTF-8 XML. */
function inlineBase64Xml(ref: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ref) || ref.length % 4 !== 0) return null;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(base64ToBytes(ref));
    return looksLikeXml(text) ? text : null;
  } catch {
    return null;
  }
}

/** What is known of an evaluate_result without a request. */
export type EvaluationXmlPeek =
  /** its XML: remembered, or stored inline */
  | { xml: string }
  /** a kept evaluation to fetch from this URL */
  | { url: string }
  /** nothing to read (`sid:…`, another site, empty) */
  | null;

/**
 * Looks at an answer's evaluate_result without a request: its XML when it is remembered or stored inline
 * (as is or in base64), the URL to fetch when it is a kept evaluation of this site, else nothing.
 * @param ref - the stored evaluate_result (may be empty or hostile)
 * @param origin - the page's origin
 * @returns the XML, the URL, or null
 */
export function peekEvaluationXml(
  ref: string | null | undefined,
  origin: string = globalThis.location?.origin ?? "",
): EvaluationXmlPeek {
  const key = (ref ?? "").trim();
  if (key === "") return null;
  const known = remembered.get(key);
  if (known !== undefined) return { xml: known };
  if (looksLikeXml(key)) return { xml: key };
  const url = evaluationFileUrl(key, origin);
  if (url) return { url };
  const inline = inlineBase64Xml(key);
  return inline === null ? null : { xml: inline };
}

/** Options of {@link loadEvaluationXml}. */
export type LoadEvaluationXmlOptions = {
  signal?: AbortSignal | undefined;
  /** fetch stand-in (tests) */
  fetchImpl?: typeof fetch;
  /** the page's origin (tests) */
  origin?: string;
};

/**
 * Reads the result XML an answer's evaluate_result refers to: remembered, inline (XML or base64 XML), or
 * fetched from the speech service's signed same-origin URL (then remembered). Any other reference
 * (`sid:…`, another site) has nothing to read.
 * @param ref - the stored evaluate_result (may be empty or hostile)
 * @param options - abort signal; fetch and origin for tests
 * @returns the XML text, or null when the reference holds none
 * @throws Error when the kept file cannot be fetched (HTTP error, network, too large)
 */
export async function loadEvaluationXml(
  ref: string | null | undefined,
  options: LoadEvaluationXmlOptions = {},
): Promise<string | null> {
  const peek = peekEvaluationXml(ref, options.origin);
  if (peek === null) return null;
  if ("xml" in peek) return peek.xml;
  const key = (ref ?? "").trim();
  const fetchImpl = options.fetchImpl ?? fetch;
  const res = await fetchImpl(peek.url, {
    signal: options.signal,
    headers: { Accept: "application/xml, text/xml" },
  });
  if (!res.ok) throw new Error(`evaluation result ${key}: HTTP ${res.status}`);
  const xml = await res.text();
  if (xml.length > EVALUATION_XML_MAX_CHARS) throw new Error(`evaluation result ${key} is too large`);
  rememberEvaluationXml(key, xml);
  return xml;
}
