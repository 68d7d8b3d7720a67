import type { ResultProps } from "../types.ts";
import { BlanksResult } from "./parts/BlanksResult.tsx";

/**
 * Listen-and-fill-blanks result ("listening fill words"): No.n rows with the student's sentence,
 * the right one at score 0, model audio and the translation toggle.
 * @param props - the shell's result props
 * @returns the result list
 */
export default function ListenFillBlanksResult(props: ResultProps<"listen-fill-blanks">) {
  return <BlanksResult {...props} />;
}
