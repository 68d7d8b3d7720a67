import type { SkillupResource } from "@hibiki/contracts";
import { displayPercent, gradeOf } from "@hibiki/exercises";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { skillupUrls } from "../routes.tsx";

/**
 * The status badge of a resource: not started, in progress (started, never finished) or its best score,
 * coloured by grade.
 */
function StatusBadge({ res }: { res: SkillupResource }) {
  const { t } = useTranslation();
  if (res.is_completed) {
    const grade = gradeOf(res.best_score).toLowerCase();
    return (
      <span className={`su-badge su-badge-${grade}`} data-testid="best-score">
        {t("skillup.best_score", { score: displayPercent(res.best_score) })}
      </span>
    );
  }
  return (
    <span className="su-badge" data-testid="status">
      {res.last_practised_at ? t("skillup.in_progress") : t("skillup.not_started")}
    </span>
  );
}

/**
 * One resource of a skill-up list: title, questions, status, learn count, last practice, practice and
 * test links.
 * @param props - the resource, its type code (for the player's back link) and whether to show English
 * @returns the list item
 */
export function ResourceRow({ res, type, en }: { res: SkillupResource; type: string; en: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="card su-res" data-testid="skillup-resource" data-res-code={res.res_code}>
      <div className="su-res-main">
        <span className="su-res-title">{en ? res.res_title_en : res.res_title}</span>
        <span className="su-res-meta">
          <StatusBadge res={res} />
          <span className="su-badge su-badge-plain" data-testid="learn-count">
            {t("skillup.learn_count", { count: res.learn_count })}
          </span>
          <span className="muted">{t("skillup.items", { count: res.item_count })}</span>
          {res.last_practised_at && (
            <span className="muted">
              {t("skillup.last_practised", { date: formatDate(res.last_practised_at, i18n.language) })}
            </span>
          )}
        </span>
      </div>
      <div className="su-res-actions">
        <Link
          className="btn btn-primary btn-sm"
          to={skillupUrls.details(res.res_code, "practice", type)}
          data-testid="practise-link"
        >
          {t("skillup.start")}
        </Link>
        <Link
          className="btn btn-secondary btn-sm"
          to={skillupUrls.details(res.res_code, "exam", type)}
          data-testid="exam-link"
        >
          {t("skillup.exam")}
        </Link>
      </div>
    </li>
  );
}
