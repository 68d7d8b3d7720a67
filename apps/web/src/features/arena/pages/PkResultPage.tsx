import type { ArenaAnswer, ArenaResultItem } from "@hibiki/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { arenaKeys, useArenaResultQuery } from "../api.ts";
import { PlayersCard } from "../components/PlayersCard.tsx";
import { arenaUrls } from "../exports/arena-urls.ts";
import "../i18n.ts";

/** One player's answer: the chosen option with ○/× and the points, or "no answer". */
function Answer({ a, options }: { a: ArenaAnswer; options: string[] }) {
  const { t } = useTranslation();
  if (a.choice_index === null) return <span className="arena-ng">{t("arena.answer_none")}</span>;
  return (
    <span className={a.correct ? "arena-ok" : "arena-ng"}>
      <span aria-hidden="true">{t(a.correct ? "arena.answer_mark_ok" : "arena.answer_mark_ng")} </span>
      <span className="sr-only">
        {t(a.correct ? "arena.my_correct" : "arena.my_wrong", { n: a.points })}{" "}
      </span>
      {a.choice_index + 1}. {options[a.choice_index] ?? ""}
      {a.correct && <span className="muted"> (+{a.points})</span>}
    </span>
  );
}

/** One item of the match: prompt, correct answer and both players' answers. */
function ItemRow({ item }: { item: ArenaResultItem }) {
  const { t } = useTranslation();
  return (
    <li className="arena-result-item card" data-testid="arena-result-item">
      <p className="arena-result-prompt">
        <span className="muted">{t("arena.item_label", { n: item.item_index + 1 })}</span> {item.prompt}
      </p>
      {item.audio_text && <p className="muted">{t("arena.heard", { text: item.audio_text })}</p>}
      <dl className="arena-result-answers">
        <div>
          <dt>{t("arena.col_correct")}</dt>
          <dd data-testid="arena-result-correct">
            {item.correct_index + 1}. {item.options[item.correct_index]}
          </dd>
        </div>
        <div>
          <dt>{t("arena.col_me")}</dt>
          <dd data-testid="arena-result-mine">
            <Answer a={item.my_answer} options={item.options} />
          </dd>
        </div>
        <div>
          <dt>{t("arena.col_opp")}</dt>
          <dd>
            <Answer a={item.opponent_answer} options={item.options} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * /arena/pkresult?match_id=: win, lose or draw, both scores, the points awarded (link to /integral), every
 * item with the correct answer and both answers, play again or back to the arena.
 * @returns the page
 */
export default function PkResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("arena.result_title"));
  const [params] = useSearchParams();
  const raw = Number(params.get("match_id"));
  const matchId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const q = useArenaResultQuery(matchId);
  const qc = useQueryClient();
  useEffect(() => {
    // the match moved the totals and the points balance: read them again where they show
    void qc.invalidateQueries({ queryKey: arenaKeys.index() });
    void qc.invalidateQueries({ queryKey: ["integral"] });
  }, [qc]);
  const notFound = matchId === null || (q.error instanceof ApiError && q.error.status === 404);
  const d = q.data;
  return (
    <div className="page arena-page arena-result" data-testid="arena-result-page">
      <h1>{t("arena.result_title")}</h1>
      {notFound ? (
        <p role="alert">{t("arena_match_not_found", { defaultValue: t("arena.no_match") })}</p>
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !d ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t("arena.saving_result")}</span>
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <p className={`arena-verdict is-${d.outcome}`} data-testid="arena-outcome" data-outcome={d.outcome}>
            {t(`arena.result.${d.outcome}`)}
            {d.forfeit && <span className="arena-verdict-note"> {t("arena.forfeit")}</span>}
          </p>
          <PlayersCard
            match={{
              match_id: d.match_id,
              arena_type: d.arena_type,
              opponent: { nickname: d.opponent.nickname, is_bot: d.opponent.is_bot },
              my_nickname: d.me.nickname,
              item_count: d.items.length,
              startsAt: 0,
            }}
            scores={{ me: d.me.score, opponent: d.opponent.score }}
          />
          <p className="arena-awarded">
            <strong data-testid="arena-points-awarded">
              {t("arena.points_awarded", { n: d.points_awarded })}
            </strong>{" "}
            <Link to="/integral" data-testid="arena-to-integral">
              {t("arena.to_integral")}
            </Link>
          </p>
          <h2>{t("arena.items")}</h2>
          <ol className="arena-result-items">
            {d.items.map((item) => (
              <ItemRow key={item.item_index} item={item} />
            ))}
          </ol>
        </>
      )}
      <div className="arena-actions">
        <Link className="btn btn-primary" to={arenaUrls.type()} data-testid="arena-play-again">
          {t("arena.play_again")}
        </Link>
        <Link className="btn btn-secondary" to={arenaUrls.index()} data-testid="arena-back">
          {t("arena.back_to_arena")}
        </Link>
      </div>
    </div>
  );
}
