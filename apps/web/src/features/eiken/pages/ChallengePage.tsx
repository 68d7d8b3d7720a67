import type { EikenChallengeState } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton, Spinner } from "@web/components/Spinner.tsx";
import { DetailsPage } from "@web/features/textbook/exports/details-page.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import {
  useChallengeActions,
  useChallengeLogsQuery,
  useChallengeQuery,
  useEikenLevelsQuery,
} from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { ChallengeTimer } from "../components/ChallengeTimer.tsx";
import { levelName } from "../format.ts";
import "../i18n.ts";
import { eikenUrls, idOf, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/challenge: the grade's full mock test. Without challenge_id: the intro (parts, time, past
 * sittings) and the start (or resume) button. With challenge_id and res_code: that part in test mode with
 * the reading-and-writing clock; when the part ends (its result URL comes back here with done and guid)
 * the part is closed on the server and the next one opens; when the clock runs out the reading and
 * writing parts close and listening begins; after the last part the result follows.
 * @returns the page
 */
export default function ChallengePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const challengeId = idOf(params.get("challenge_id"));
  const resCode = params.get("res_code");
  const done = params.get("done");
  const guid = params.get("guid") ?? undefined;
  const state = useChallengeQuery(challengeId);
  const logs = useChallengeLogsQuery(challengeId === null ? levelId : null);
  const level = useEikenLevelsQuery().data?.levels.find((l) => l.level_id === levelId);
  const { start, partDone } = useChallengeActions();
  const [busy, setBusy] = useState(false);
  const closing = useRef<string | null>(null);
  usePageTitle(`${level ? `${levelName(i18n.language, level)} ` : ""}${t("eiken.challenge_title")}`);

  /** Goes where the sitting stands: the next part, or the result. */
  const go = (s: EikenChallengeState) => {
    if (levelId === null) return;
    navigate(
      s.next_res_code
        ? eikenUrls.challengePart(levelId, s.challenge_id, s.next_res_code)
        : eikenUrls.challengeResult(s.challenge_id),
      { replace: true },
    );
  };
  // A part came back from the player (done & guid): close it once, then move on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished part
  useEffect(() => {
    if (!done || challengeId === null || closing.current === done) return;
    closing.current = done;
    partDone(challengeId, done, guid)
      .then(go)
      .catch(() => {
        closing.current = null;
      });
  }, [done, challengeId]);

  if (levelId === null) return <BadLevel />;
  if (done) return <Spinner />;
  if (challengeId !== null) {
    if (state.isError) return <LoadError onRetry={() => void state.refetch()} />;
    if (!state.data) return <Spinner />;
    const s = state.data;
    if (s.status === "finished" || !s.next_res_code) {
      return (
        <div className="page ek-page">
          <Link
            className="btn btn-primary"
            to={eikenUrls.challengeResult(s.challenge_id)}
            data-testid="ek-to-result"
          >
            {t("eiken.finish")}
          </Link>
        </div>
      );
    }
    // The part to take is the server's next one (a stale link to a closed part moves on).
    if (resCode !== s.next_res_code)
      return <Navigate to={eikenUrls.challengePart(levelId, s.challenge_id, s.next_res_code)} replace />;
    const part = s.parts.find((p) => p.res_code === resCode);
    const at = s.parts.findIndex((p) => p.res_code === resCode);
    return (
      <>
        <header className="page ek-page ek-challenge-head" data-testid="ek-challenge-head">
          <span data-testid="ek-challenge-part">
            {t("eiken.part_of", { n: at + 1, count: s.parts.length })} · {part?.title}
          </span>
          {part && part.skill !== "listening" ? (
            <ChallengeTimer
              deadline={s.rw_deadline_at}
              onOver={() => {
                if (closing.current === resCode) return;
                closing.current = resCode;
                void partDone(s.challenge_id, resCode).then(go);
              }}
            />
          ) : (
            <span className="muted">{t(part?.plays === 2 ? "eiken.plays_twice" : "eiken.plays_once")}</span>
          )}
        </header>
        <DetailsPage
          key={resCode}
          resultUrl={(code, g) => eikenUrls.challengePartDone(levelId, s.challenge_id, code, g)}
          testId="eiken-challenge-player"
        />
      </>
    );
  }
  const begin = async () => {
    setBusy(true);
    try {
      go(await start(levelId));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  const open = logs.data?.list.find((l) => l.status === "in_progress");
  return (
    <div className="page ek-page" data-testid="eiken-challenge-intro">
      <h1>
        {level ? `${levelName(i18n.language, level)} ` : ""}
        {t("eiken.challenge_title")}
      </h1>
      <section className="card ek-hero">
        <p>{t("eiken.challenge_lead")}</p>
        <p className="notice-box">{t("eiken.challenge_rules")}</p>
        <div className="ek-actions">
          <Button onClick={() => void begin()} busy={busy} data-testid="ek-challenge-start">
            {open ? t("eiken.challenge_resume") : t("eiken.challenge_start")}
          </Button>
          <Link className="btn btn-ghost" to={eikenUrls.examParts(levelId)}>
            {t("eiken.exam_parts_title")}
          </Link>
        </div>
      </section>
      <section className="card" aria-labelledby="ek-logs-h">
        <h2 id="ek-logs-h">{t("eiken.challenge_logs")}</h2>
        {!logs.data ? (
          <Skeleton />
        ) : logs.data.list.filter((l) => l.status === "finished").length === 0 ? (
          <p className="muted">{t("eiken.challenge_logs_empty")}</p>
        ) : (
          <ul className="link-list">
            {logs.data.list
              .filter((l) => l.status === "finished")
              .map((l) => (
                <li key={l.challenge_id}>
                  <Link
                    className="link-row"
                    to={eikenUrls.challengeResult(l.challenge_id)}
                    data-testid="ek-challenge-log"
                  >
                    <span className="notice-title">
                      {new Date(l.finished_at ?? l.started_at).toLocaleDateString(i18n.language)}
                    </span>
                    <span>{t("eiken.cse_label", { score: l.cse_total ?? 0 })}</span>
                    <span className={`ek-chip ${l.pass_estimate ? "ek-chip-mastered" : ""}`}>
                      {t(l.pass_estimate ? "eiken.pass_likely" : "eiken.pass_not_yet")}
                    </span>
                    <span aria-hidden="true">›</span>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
