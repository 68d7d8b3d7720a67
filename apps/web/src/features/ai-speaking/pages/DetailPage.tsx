import type { AiSpeakingScenarioItem, AiSpeakingSessionSummary } from "@hibiki/contracts";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useConversationCalls, useScenarioDetailQuery, useTtsBase } from "../api.ts";
import { AccessGate, PageError } from "../components/AccessGate.tsx";
import { Conversation } from "../components/Conversation.tsx";
import { PartnerAvatar } from "../components/PartnerAvatar.tsx";
import { ConversationDepsContext } from "../conversation-deps.ts";
import "../i18n.ts";
import { aiSpeakingUrls, scenarioIdOf } from "../urls.ts";
import "../ai-speaking.css";

/**
 * /ai-speaking/detail?scenario_id: the scenario (partner, goal, level, topic) with the student's past
 * sessions, and the conversation itself once the student starts it (a tap, so the partner's voice may play).
 * @returns the page
 */
export default function DetailPage() {
  const { t } = useTranslation();
  usePageTitle(t("ais.title"));
  const [params] = useSearchParams();
  const scenarioId = scenarioIdOf(params.get("scenario_id"));
  const location = useLocation();
  return (
    <AccessGate>
      {scenarioId === null ? (
        <div className="page ais-page">
          <p role="alert" data-testid="ais-bad-link">
            {t("ais.bad_link")}
          </p>
          <Link to={aiSpeakingUrls.list()}>{t("ais.back_list")}</Link>
        </div>
      ) : (
        // a new visit (「もう一度会話する」) starts from the intro again
        <Detail key={location.key} scenarioId={scenarioId} />
      )}
    </AccessGate>
  );
}

function Detail({ scenarioId }: { scenarioId: string }) {
  const { t, i18n } = useTranslation();
  const detail = useScenarioDetailQuery(scenarioId);
  // the partner's voice needs the signed synthesis endpoint: the start waits for it
  const ttsBase = useTtsBase();
  const [started, setStarted] = useState(false);
  if (detail.isError) return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const s = detail.data.scenario;
  const en = i18n.language === "en";
  return (
    <div className="page ais-page" data-testid="ais-detail-page">
      <Link className="ais-back" to={aiSpeakingUrls.list()}>
        {t("ais.back_list")}
      </Link>
      <h1>{en ? s.title : s.title_ja}</h1>
      <ScenarioHead scenario={s} />
      {started ? (
        <Talk scenario={s} ttsBase={ttsBase} />
      ) : (
        <>
          <p className="muted">{t("ais.start_lead")}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setStarted(true)}
            disabled={!ttsBase}
            data-testid="ais-start"
          >
            {t("ais.start")}
          </button>
          <PastSessions sessions={detail.data.sessions} />
        </>
      )}
    </div>
  );
}

function Talk({ scenario, ttsBase }: { scenario: AiSpeakingScenarioItem; ttsBase: string }) {
  const navigate = useNavigate();
  const deps = useConversationCalls(ttsBase);
  return (
    <ConversationDepsContext.Provider value={deps}>
      <Conversation scenario={scenario} onDone={(id) => navigate(aiSpeakingUrls.result(id))} />
    </ConversationDepsContext.Provider>
  );
}

function ScenarioHead({ scenario: s }: { scenario: AiSpeakingScenarioItem }) {
  const { t } = useTranslation();
  return (
    <section className="card ais-head" aria-label={t("ais.partner")}>
      <PartnerAvatar name={s.partner.name} voice={s.partner.voice} size={56} />
      <div>
        <p className="ais-partner-name" data-testid="ais-partner-name">
          {s.partner.name}
          <span className="muted">（{s.partner.role_ja}）</span>
        </p>
        <p>
          <strong>{t("ais.goal")}: </strong>
          {s.goal_ja}
        </p>
        <p className="ais-chips">
          <span className="ais-chip">{t("ais.level", { level: s.level })}</span>
          <span className="ais-chip">{t(`ais.topic.${s.topic}`)}</span>
          <span className="ais-chip">{t("ais.turns", { n: s.turn_count })}</span>
        </p>
      </div>
    </section>
  );
}

function PastSessions({ sessions }: { sessions: readonly AiSpeakingSessionSummary[] }) {
  const { t, i18n } = useTranslation();
  const finished = sessions.filter((x) => x.status === "finished");
  return (
    <section aria-labelledby="ais-past" data-testid="ais-past" className="ais-past">
      <h2 id="ais-past">{t("ais.past")}</h2>
      {finished.length === 0 ? (
        <p className="muted">{t("ais.past_none")}</p>
      ) : (
        <ul className="ais-sessions">
          {finished.map((x) => (
            <li key={x.session_id}>
              <Link to={aiSpeakingUrls.result(x.session_id)} data-testid="ais-past-session">
                {formatDate(x.finished_at ?? x.started_at, i18n.language)}・
                {t("ais.points", { n: x.total_score ?? 0 })}・
                {t("ais.matched_of", { matched: x.matched_turns, turns: x.turns })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
