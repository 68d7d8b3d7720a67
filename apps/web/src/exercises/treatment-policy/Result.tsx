import { useTranslation } from "react-i18next";
import type { ResultProps } from "../types.ts";

/**
 * Treatment-policy result: the spec's empty layout; it only confirms the pages were read.
 * @param props - the answers
 * @returns the layout
 */
export default function TreatmentPolicyResult({ answers }: ResultProps<"treatment-policy">) {
  const { t } = useTranslation();
  return (
    <div data-testid="result-treatment-policy">
      {answers.length > 0 ? <p>{t("result.read_done")}</p> : <p className="muted">{t("result.no_answer")}</p>}
    </div>
  );
}
