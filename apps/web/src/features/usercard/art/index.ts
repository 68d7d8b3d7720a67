// The card art: original flat SVG files (each with its <title>, no script), one badge per achievement code
// and one frame per frame code of @hibiki/contracts' user-card catalogue, loaded as URLs.
const files = import.meta.glob<string>("./*.svg", { eager: true, query: "?url", import: "default" });

const urlOf = (name: string): string => files[`./${name}.svg`] ?? "";

/**
 * The picture of an achievement's badge.
 * @param code - the achievement's code (e.g. "first-practice")
 * @returns its URL ("" for an unknown code)
 */
export function badgeUrl(code: string): string {
  return urlOf(`badge-${code}`);
}

/**
 * The picture of a card frame.
 * @param code - the frame's code (e.g. "sakura")
 * @returns its URL (the standard frame for an unknown code)
 */
export function frameUrl(code: string): string {
  return urlOf(`frame-${code}`) || urlOf("frame-standard");
}
