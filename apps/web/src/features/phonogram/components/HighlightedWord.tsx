import type { Highlight } from "@hibiki/contracts";

/**
 * A word with the letters that spell the phoneme marked (a <mark>, so screen readers and high-contrast
 * modes keep it); the whole word when no letters are known.
 * @param props - the word, its letters and an optional result tone and test id
 * @returns the word
 */
export function HighlightedWord({
  word,
  highlight,
  tone,
  testId,
}: {
  word: string;
  highlight: Highlight;
  tone?: "good" | "bad" | undefined;
  testId?: string;
}) {
  const cls = `phon-word${tone ? ` phon-word-${tone}` : ""}`;
  if (!highlight || highlight[1] <= highlight[0] || highlight[1] > word.length)
    return (
      <span className={cls} lang="en" data-testid={testId}>
        {word}
      </span>
    );
  const [a, b] = highlight;
  return (
    <span className={cls} lang="en" data-testid={testId}>
      {word.slice(0, a)}
      <mark className="phon-mark" data-testid="phon-mark">
        {word.slice(a, b)}
      </mark>
      {word.slice(b)}
    </span>
  );
}
