import { RANK_MIN_PRACTICES, type RankMe } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";

/**
 * Why the student is not on this board: fewer than 50 practices (how many more, with a progress bar),
 * 50 reached since the last update, hidden beyond the class, no class, or no scored answer.
 * @param props - the caller's part of the board
 * @returns the message, or nothing when the student is ranked
 */
export function NotRanked({ me }: { me: RankMe }) {
  const { t } = useTranslation();
  if (!me.reason) return null;
  return (
    <div className="card rank-not-ranked" role="status" data-testid="rank-not-ranked" data-reason={me.reason}>
      {me.reason === "few_practices" ? (
        <>
          <p>{t("rank.reason.few_practices", { n: me.practices_needed })}</p>
          <progress max={RANK_MIN_PRACTICES} value={Math.min(me.practices, RANK_MIN_PRACTICES)}>
            {me.practices}
          </progress>
          <span className="muted">{t("rank.reason.few_progress", { done: me.practices })}</span>
        </>
      ) : (
        <p>{t(`rank.reason.${me.reason}`)}</p>
      )}
      {me.reason === "no_class" && <Link to="/joinClass">{t("rank.join_class")}</Link>}
    </div>
  );
}
