// Public surface of the writing checker: what the API (writing submissions, sensitive_words_filter) calls.
import { getHarper } from "./harper.ts";
import { loadTagger } from "./pos/tag.ts";
import { getSpeller } from "./spelling.ts";

export { type CheckWritingOptions, checkWriting } from "./checker.ts";
export { filterSensitiveWords, type SensitiveWordsResult } from "./sensitive-words/index.ts";
export { type Sentence, splitSentences } from "./tokenize.ts";
export { WritingWorker } from "./worker.ts";

/**
 * Loads harper.js and the spelling dictionary ahead of the first request (call once at server start,
 * after listening, so the first student does not wait ~1.5 s). Safe to call repeatedly.
 * @returns when both are ready
 */
export async function warmUpWritingChecker(): Promise<void> {
  loadTagger(); // the part-of-speech tagger (wink-nlp), synchronous, ~0.2 s
  await Promise.all([getHarper(), getSpeller()]);
}
