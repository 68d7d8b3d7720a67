import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { AiSpeakingEntry } from "@web/features/ai-speaking/exports/skillup-entry.tsx";
import { AiStudyEntry } from "@web/features/ai-study/exports/skillup-entry.tsx";
import { skillupWritingUrls } from "@web/features/skillup-writing/routes.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSkillupTypesQuery } from "../api.ts";
import { SkillupIcon } from "../components/SkillupIcon.tsx";
import { TypeCard } from "../components/TypeCard.tsx";
import "../i18n.ts";
import "../skillup.css";

/**
 * /skillup: one card per practice type with the student's progress, the skill-up writing entry, the AI
 * study entry and, for students with ai_chat, the AI speaking entry.
 * @returns the page
 */
export default function SkillupIndexPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("skillup.title"));
  const types = useSkillupTypesQuery();
  const en = i18n.language === "en";
  let body: ReactNode;
  if (types.isError) body = <LoadError onRetry={() => void types.refetch()} />;
  else if (!types.data) body = <Spinner />;
  else if (types.data.items.length === 0) body = <p className="muted">{t("skillup.no_types")}</p>;
  else
    body = (
      <ul className="su-grid">
        {types.data.items.map((card) => (
          <li key={card.type}>
            <TypeCard card={card} en={en} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="page su-page" data-testid="skillup-index-page">
      <h1>{t("skillup.title")}</h1>
      <p className="muted">{t("skillup.lead")}</p>
      {body}
      <Link to={skillupWritingUrls.index()} className="card su-type su-writing" data-testid="skillup-writing">
        <span className="su-type-head">
          <span className="su-icon">
            <SkillupIcon type="writing" />
          </span>
          <span className="su-type-title">{t("skillup.writing")}</span>
        </span>
        <span className="muted su-type-desc">{t("skillup.writing_lead")}</span>
      </Link>
      <AiSpeakingEntry className="card su-type su-writing" />
      <AiStudyEntry className="card su-type su-writing" />
    </div>
  );
}
