import { TopicList } from "@web/components/writing/TopicList.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import "../i18n.ts";
import { skillupWritingUrls } from "../routes.tsx";

/**
 * /skillup/writing/index?level: the skill-up writing topics by level, and the history link.
 * @returns the page
 */
export default function SkillupWritingIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t("skillup_writing.title"));
  const [params] = useSearchParams();
  return (
    <div className="page stack" data-testid="skillup-writing-index">
      <h1>{t("skillup_writing.title")}</h1>
      <p>{t("skillup_writing.intro")}</p>
      <Link to={skillupWritingUrls.history()} className="btn btn-secondary">
        {t("skillup_writing.history")}
      </Link>
      <TopicList
        level={params.get("level") ?? ""}
        listUrl={skillupWritingUrls.index}
        topicUrl={skillupWritingUrls.form}
      />
    </div>
  );
}
