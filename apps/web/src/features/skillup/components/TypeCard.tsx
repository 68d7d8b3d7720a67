import type { SkillupTypeCard } from "@hibiki/contracts";
import { displayPercent } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { skillupUrls } from "../routes.tsx";
import { Meter } from "./Meter.tsx";
import { SkillupIcon } from "./SkillupIcon.tsx";

/**
 * One skill-up type on /skillup: icon, title, description, resource count and the student's progress.
 * @param props - the type card and whether to show English
 * @returns the linked card
 */
export function TypeCard({ card, en }: { card: SkillupTypeCard; en: boolean }) {
  const { t } = useTranslation();
  const description = en ? card.description_en : card.description;
  return (
    <Link
      to={skillupUrls.list(card.type)}
      className="card su-type"
      data-testid="skillup-type-card"
      data-type={card.type}
    >
      <span className="su-type-head">
        <span className="su-icon">
          <SkillupIcon type={card.type} />
        </span>
        <span className="su-type-title">{en ? card.title_en : card.title}</span>
      </span>
      {description && <span className="muted su-type-desc">{description}</span>}
      <span className="su-type-stats">
        <span>{t("skillup.resource_count", { count: card.resource_count })}</span>
        <span>{t("skillup.practised", { done: card.practised_count, total: card.resource_count })}</span>
        {card.practised_count > 0 && (
          <span data-testid="mean-best">
            {t("skillup.mean_best", { score: displayPercent(card.mean_best_score) })}
          </span>
        )}
      </span>
      <Meter
        percent={card.progress_percent}
        label={t("skillup.progress", { percent: Math.floor(card.progress_percent) })}
      />
    </Link>
  );
}
