/**
 * Checks of an e-book picture (cover or page illustration): hand-written flat SVG, shown with <img> in
 * the reader but kept clean anyway, so a book can never carry a script or reach another site.
 */

/** Largest picture in bytes. */
export const SVG_MAX_BYTES = 12_000;
/** The viewBox of each kind of picture (the reader lays pages out for these). */
export const SVG_VIEWBOX = { cover: "0 0 300 420", illustration: "0 0 400 260" } as const;

const UNSAFE: ReadonlyArray<readonly [RegExp, string]> = [
  [/<script/i, "a <script>"],
  [/<foreignObject/i, "a <foreignObject>"],
  [/<image[\s>/]/i, "an <image> (draw with shapes instead)"],
  [/\son[a-z]+\s*=/i, "an on…= event attribute"],
  [/javascript:/i, "a javascript: link"],
  [/(?:xlink:)?href\s*=\s*["'](?!#)/i, 'a link to outside the file (only href="#id" is allowed)'],
  [/url\(\s*["']?(?!#)/i, "a url() to outside the file (only url(#id) is allowed)"],
  [/@import/i, "an @import"],
  [/<!ENTITY|<!DOCTYPE/i, "a DOCTYPE or entity"],
];

/**
 * Lists what is wrong with a picture (empty when it is fine).
 * @param svg - the file's bytes
 * @param kind - cover or illustration (its viewBox; covers may show the title text)
 * @returns one message per problem
 */
export function svgProblems(svg: Buffer, kind: keyof typeof SVG_VIEWBOX): string[] {
  const text = svg.toString("utf8");
  const out: string[] = [];
  if (!/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(text))
    out.push("is not an SVG (<svg> first)");
  for (const [pattern, what] of UNSAFE) if (pattern.test(text)) out.push(`holds ${what}`);
  if (svg.length >= SVG_MAX_BYTES) out.push(`is ${svg.length} bytes (keep it under ${SVG_MAX_BYTES})`);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(text);
  if (!title?.[1]?.trim()) out.push("needs a <title> saying what it shows");
  const viewBox = /<svg[^>]*\sviewBox\s*=\s*["']([^"']*)["']/
    .exec(text)?.[1]
    ?.trim()
    .replace(/[\s,]+/g, " ");
  if (viewBox !== SVG_VIEWBOX[kind])
    out.push(`needs viewBox="${SVG_VIEWBOX[kind]}" (has ${viewBox ?? "none"})`);
  if (kind === "illustration" && /<text[\s>]/.test(text))
    out.push("shows no text (only covers show the title)");
  return out;
}
