import { DialogueResult } from "../dialogue/DialogueResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Dialogue-practice result: grade and averages over the lines, then the conversation with each line's
 * speaker, scores, coloured words, replay, model audio and translation.
 * @param props - items and answers
 * @returns the layout
 */
export default function DialoguePracticeResult({ items, answers }: ResultProps<"dialogue-practice">) {
  return <DialogueResult testId="result-dialogue-practice" items={items} answers={answers} />;
}
