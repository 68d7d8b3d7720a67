import { DialogueResult } from "../dialogue/DialogueResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Dialogue-challenge result: grade and averages over the student's own lines, then the conversation;
 * recorded lines with scores, coloured words and replay, the other speakers' lines marked as heard, every
 * line with its model audio and translation.
 * @param props - items and answers
 * @returns the layout
 */
export default function DialogueChallengeResult({ items, answers }: ResultProps<"dialogue-challenge">) {
  return <DialogueResult testId="result-dialogue-challenge" items={items} answers={answers} />;
}
