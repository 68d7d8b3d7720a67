// Small text helpers shared by the false-friend lists (false-friends*.ts): their context word lists and the
// corrections' plural, capital letter and article.

/** Words of a space-separated list. */
export const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** `many` when the matched text ends in -s, else `one`. */
export const plural = (m: string, one: string, many: string) => (/s$/i.test(m) ? many : one);

/** The replacement with the match's capital first letter kept. */
export const keepCase = (m: string, right: string) =>
  /^[A-Z]/.test(m) ? right.charAt(0).toUpperCase() + right.slice(1) : right;

/** "a" or "an" before the next word, as the next word starts with a vowel or not. */
export const articles = (s: string) =>
  s.replace(/\b([Aa])n? (?=([A-Za-z]))/g, (_all, a: string, c: string) =>
    "aeiouAEIOU".includes(c) ? `${a}n ` : `${a} `,
  );
