import {
  AI_SPEAKING_LEVELS,
  AI_SPEAKING_TOPICS,
  type AiSpeakingLevel,
  type AiSpeakingScenarioItem,
  type AiSpeakingTopic,
} from "@hibiki/contracts";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useScenarioListQuery } from "../api.ts";
import { AccessGate, PageError } from "../components/AccessGate.tsx";
import { PartnerAvatar } from "../components/PartnerAvatar.tsx";
import "../i18n.ts";
import { aiSpeakingUrls } from "../urls.ts";
import "../ai-speaking.css";

const levelOf = (v: string | null): AiSpeakingLevel | null =>
  (AI_SPEAKING_LEVELS as readonly string[]).includes(v ?? "") ? (v as AiSpeakingLevel) : null;
const topicOf = (v: string | null): AiSpeakingTopic | null =>
  (AI_SPEAKING_TOPICS as readonly string[]).includes(v ?? "") ? (v as AiSpeakingTopic) : null;

/**
 * /ai-speaking/list: the scenarios by level, filtered by level and topic (kept in the address), each with
 * its partner, goal, turns and the student's best and last scores.
 * @returns the page
 */
export default function ListPage() {
  const { t } = useTranslation();
  usePageTitle(t("ais.title"));
  return (
    <AccessGate>
      <Scenarios />
    </AccessGate>
  );
}

function Scenarios() {
  const { t } = useTranslation();
  const list = useScenarioListQuery();
  const [params, setParams] = useSearchParams();
  const level = levelOf(params.get("level"));
  const topic = topicOf(params.get("topic"));
  const setFilter = (name: "level" | "topic", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  const items = (list.data?.list ?? []).filter(
    (s) => (!level || s.level === level) && (!topic || s.topic === topic),
  );
  return (
    <div className="page ais-page" data-testid="ais-list-page">
      <h1>{t("ais.title")}</h1>
      <p className="muted">{t("ais.lead")}</p>
      <p>
        <Link to={aiSpeakingUrls.history()} data-testid="ais-history-link">
          {t("ais.history")}
        </Link>
      </p>
      <div className="ais-filters">
        <label>
          {t("ais.filter_level")}
          <select
            value={level ?? ""}
            onChange={(e) => setFilter("level", e.currentTarget.value)}
            data-testid="ais-level"
          >
            <option value="">{t("ais.all")}</option>
            {AI_SPEAKING_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("ais.filter_topic")}
          <select
            value={topic ?? ""}
            onChange={(e) => setFilter("topic", e.currentTarget.value)}
            data-testid="ais-topic"
          >
            <option value="">{t("ais.all")}</option>
            {AI_SPEAKING_TOPICS.map((x) => (
              <option key={x} value={x}>
                {t(`ais.topic.${x}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!list.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : items.length === 0 ? (
        <p className="muted">{t("ais.empty_list")}</p>
      ) : (
        <ul className="ais-cards">
          {items.map((s) => (
            <li key={s.scenario_id}>
              <ScenarioCard scenario={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ScenarioCard({ scenario: s }: { scenario: AiSpeakingScenarioItem }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  return (
    <Link
      to={aiSpeakingUrls.detail(s.scenario_id)}
      className="card ais-card"
      data-testid="ais-scenario"
      data-scenario={s.scenario_id}
    >
      <span className="ais-card-head">
        <PartnerAvatar name={s.partner.name} voice={s.partner.voice} />
        <span>
          <span className="ais-card-title">{en ? s.title : s.title_ja}</span>
          <span className="muted ais-card-sub">
            {s.partner.name}（{s.partner.role_ja}）
          </span>
        </span>
      </span>
      <span className="ais-chips">
        <span className="ais-chip">{t("ais.level", { level: s.level })}</span>
        <span className="ais-chip">{t(`ais.topic.${s.topic}`)}</span>
        <span className="ais-chip">{t("ais.turns", { n: s.turn_count })}</span>
      </span>
      <span className="muted ais-card-goal">{s.goal_ja}</span>
      <span className="ais-card-scores" data-testid="ais-scenario-scores">
        {s.attempt_count === 0 ? (
          t("ais.untried")
        ) : (
          <>
            <span>{t("ais.best", { n: s.best_score ?? 0 })}</span>
            <span>{t("ais.last", { n: s.last_score ?? 0 })}</span>
            <span>{t("ais.attempts", { n: s.attempt_count })}</span>
          </>
        )}
      </span>
    </Link>
  );
}
