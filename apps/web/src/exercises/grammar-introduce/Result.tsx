import { useTranslation } from "react-i18next";
import type { ResultProps } from "../types.ts";
import { ExampleSentences } from "./ExampleSentences.tsx";

/**
 * Grammar-introduce result: confirms the lesson was studied and lists its example sentences.
 * @param props - the answers
 * @returns the layout
 */
export default function GrammarIntroduceResult({ answers }: ResultProps<"grammar-introduce">) {
  const { t } = useTranslation();
  return (
    <div data-testid="result-grammar-introduce">
      <p>{answers.length > 0 ? t("result.read_done") : t("result.no_answer")}</p>
      <ExampleSentences />
    </div>
  );
}
