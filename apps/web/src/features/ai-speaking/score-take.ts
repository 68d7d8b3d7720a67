import { SPEECH_TEXT_LIMITS } from "@hibiki/contracts/ws/speech";
import { RECORDER } from "@web/lib/recorder/constants.ts";
import type { RecordedTake } from "@web/lib/recorder/take.ts";
import { rememberEvaluationXml } from "@web/lib/speech/evaluation-xml.ts";

/** Longest evaluate_result the turn call takes. */
const EVALUATE_RESULT_MAX = 500;

/** The take's PCM in the recorder's 200 ms chunks, as a live recording would stream them. */
function* chunksOf(samples: Int16Array): Generator<Int16Array> {
  for (let i = 0; i < samples.length; i += RECORDER.chunkSamples)
    yield samples.subarray(i, i + RECORDER.chunkSamples);
}

/**
 * The recognised text cut to what the engine reads as one sentence (characters, then words).
 * @param text - the recognised text
 * @returns the reference the take is scored against
 */
export function referenceOf(text: string): string {
  const { maxChars, maxWords } = SPEECH_TEXT_LIMITS.read_sentence;
  const words = text.replace(/\s+/g, " ").trim().slice(0, maxChars).split(" ");
  return words.slice(0, maxWords).join(" ");
}

/**
 * Scores a recognised reply's pronunciation: the take is evaluated by the speech engine against what the
 * recogniser heard (the student's own words are the reference), like the open-answer speaking's delivery.
 * The server reads the scores from the evaluation it kept, named by the signed URL the socket answered
 * (an engine that keeps nothing gives no URL: the answer is then sent unscored).
 * @param take - the recorded reply
 * @param text - the recognised text
 * @param loadSocketUrl - the signed evaluation socket URL (the speaking services' loader)
 * @returns the evaluate_result for the turn call, or null when there is nothing to score
 * @throws SpeechError when the engine cannot be reached or refuses the take
 */
export async function scoreTake(
  take: RecordedTake,
  text: string,
  loadSocketUrl: () => Promise<string>,
): Promise<string | null> {
  const reference = referenceOf(text);
  if (!reference || take.samples.length === 0) return null;
  const url = await loadSocketUrl();
  const { evaluate } = await import("@web/lib/speech/evaluate.ts");
  const outcome = await evaluate({
    url,
    text: reference,
    category: "read_sentence",
    chunks: chunksOf(take.samples),
  });
  const kept = outcome.evaluateUrl ?? "";
  if (!kept || kept.length > EVALUATE_RESULT_MAX) return null;
  // the XML is at hand: a view of the take's word-level result needs no download
  rememberEvaluationXml(kept, outcome.xml);
  return kept;
}
