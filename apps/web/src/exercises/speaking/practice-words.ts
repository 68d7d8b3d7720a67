import { type PracticeCandidate, type PracticeWordLists, practiceWords } from "@hibiki/exercises";
import { useEffect, useState } from "react";
import type { ColouredWord } from "./evaluate-html.ts";
import { useSpeakingServices } from "./services.ts";

/**
 * The candidates of the words to practise: the report's error words, each with whether it opens a sentence
 * of the read text. A word the colouring shows only as read well or as left out is not offered (the list
 * and the colours say the same thing); a word the colouring does not show is kept.
 * @param errorWords - study_report.errorwords
 * @param coloured - the coloured words of the same take (may be empty for an old answer)
 * @returns the candidates
 */
export function practiceCandidates(
  errorWords: readonly string[],
  coloured: readonly ColouredWord[],
): PracticeCandidate[] {
  if (coloured.length === 0) return [...errorWords];
  const key = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, "");
  const marked = new Map<string, boolean>();
  const shown = new Set<string>();
  coloured.forEach((w, i) => {
    shown.add(key(w.text));
    if (w.mark !== "mispronounced" || marked.has(key(w.text))) return;
    const prev = coloured[i - 1]?.text ?? "";
    marked.set(key(w.text), i === 0 || /[.!?]["”’)]*$/.test(prev));
  });
  return errorWords.flatMap((w): PracticeCandidate[] => {
    const start = marked.get(key(w));
    if (start !== undefined) return [{ text: w, sentenceStart: start }];
    return shown.has(key(w)) ? [] : [w];
  });
}

/**
 * The words to practise (練習したい語) of a take, by the config's poorly_words and white_list_words
 * (practiceWords): nothing until the lists are loaded; without them (no loader, or a failed load) the
 * spec's fixed rules only.
 * @param errorWords - study_report.errorwords
 * @param coloured - the take's coloured words
 * @returns the words to show
 */
export function usePracticeWords(errorWords: readonly string[], coloured: readonly ColouredWord[]): string[] {
  const services = useSpeakingServices();
  const load = services.loadWordLists;
  const [lists, setLists] = useState<PracticeWordLists | null>(load ? null : {});
  useEffect(() => {
    if (!load) return;
    let alive = true;
    load().then(
      (l) => alive && setLists(l),
      () => alive && setLists({}),
    );
    return () => {
      alive = false;
    };
  }, [load]);
  if (!lists) return [];
  return practiceWords(practiceCandidates(errorWords, coloured), lists);
}
