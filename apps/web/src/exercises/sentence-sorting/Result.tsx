import type { ResultProps } from "../types.ts";
import { OrderResult } from "./parts/OrderResult.tsx";

/**
 * Sentence sorting result: No.n rows with the student's sentence and the right one at score 0.
 * @param props - the shell's result props
 * @returns the result list
 */
export default function SentenceSortingResult(props: ResultProps<"sentence-sorting">) {
  return <OrderResult {...props} />;
}
