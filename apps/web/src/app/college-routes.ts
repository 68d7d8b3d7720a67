/**
 * Screens outside a college student's product (spec §2/§6: textbooks and homework only): the home and what
 * only home leads to. Everything else (textbooks, homework, word tests, news, history, the user centre)
 * stays open. The server refuses the calls behind these screens too (college_not_available).
 */
const DENIED_PREFIXES = [
  "/home",
  "/skillup",
  "/ai-writing",
  "/my_collection",
  "/steps",
  "/eiken",
  "/tokyo",
  "/dictionary",
  "/phonogram",
  "/ebook",
  "/custom-reading",
  "/ai-speaking",
  "/aistudy",
  "/integral",
  "/rank",
  "/arena",
  "/live",
] as const;

/** Homework screens that live under a denied prefix: a writing homework's result is homework. */
const ALLOWED_EXCEPTIONS = ["/ai-writing/homework-detail"] as const;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * @param pathname - a route path
 * @returns whether a college student may not open it
 */
export function deniedForCollege(pathname: string): boolean {
  if (ALLOWED_EXCEPTIONS.some((p) => under(pathname, p))) return false;
  return DENIED_PREFIXES.some((p) => under(pathname, p));
}
