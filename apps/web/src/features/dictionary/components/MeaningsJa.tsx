import type { DictionaryMeaningJa } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * The Japanese meanings as a list (plain text, never markup), with the part of speech when known.
 * @param props - the meanings, how many to show and the list's test id
 * @returns the list, or nothing when there are none
 */
export function MeaningsJa({
  meanings,
  max = Number.POSITIVE_INFINITY,
  testId,
}: {
  meanings: readonly DictionaryMeaningJa[];
  max?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  if (meanings.length === 0) return null;
  return (
    <ol className="dict-meanings" lang="ja" data-testid={testId}>
      {meanings.slice(0, max).map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per entry; meanings may repeat
        <li key={i}>
          {m.pos && <span className="dict-pos">{t(`dict.pos.${m.pos}`, { defaultValue: m.pos })}</span>}
          {m.text}
        </li>
      ))}
    </ol>
  );
}
