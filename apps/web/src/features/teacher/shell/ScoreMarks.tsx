import { useTranslation } from "react-i18next";

/**
 * The mark of a score the server could not check: in iFlytek mode the cloud's result stays with the
 * student's device, so the answer is stored with the device's own scores and `client_scored: 1`.
 * @param props - `flag`: the answer's (or recording's) client_scored
 * @returns the small label 「自己採点」 after the score, or nothing
 */
export function ClientScoredMark({ flag }: { flag: unknown }) {
  const { t } = useTranslation();
  if (flag !== 1) return null;
  return (
    <span className="tc-client-scored" title={t("t.client_scored_hint")} data-testid="client-scored">
      {" · "}
      {t("t.client_scored")}
    </span>
  );
}

/**
 * The mark of a recording the server stored with 0 although it was not skipped: it named no evaluation of
 * this server (`no_evaluation`) or one of another text (`other_text`).
 * @param props - `reason`: the answer's unscored_reason
 * @returns the small label 「採点なし」 after the score, with the reason as its title, or nothing
 */
export function UnscoredMark({ reason }: { reason: unknown }) {
  const { t } = useTranslation();
  if (reason !== "no_evaluation" && reason !== "other_text") return null;
  return (
    <span className="tc-unscored" title={t(`t.unscored_${reason}`)} data-testid="unscored">
      {" · "}
      {t("t.unscored")}
    </span>
  );
}
