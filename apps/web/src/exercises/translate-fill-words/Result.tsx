import { BlanksResult } from "../listen-fill-blanks/parts/BlanksResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Translate-fill-words result: the Japanese prompt, the student's sentence, the right one at 0.
 * @param props - the shell's result props
 * @returns the result list
 */
export default function TranslateFillWordsResult(props: ResultProps<"translate-fill-words">) {
  return <BlanksResult {...props} />;
}
