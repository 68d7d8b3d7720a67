import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useArenaAudio } from "../api.ts";
import { ConnectionBanner } from "../components/ConnectionBanner.tsx";
import { CountdownBar } from "../components/CountdownBar.tsx";
import { FailurePanel } from "../components/FailurePanel.tsx";
import { ItemFeedback } from "../components/ItemFeedback.tsx";
import { OptionButtons } from "../components/OptionButtons.tsx";
import { PlayersCard } from "../components/PlayersCard.tsx";
import { arenaUrls } from "../exports/arena-urls.ts";
import "../i18n.ts";
import { useArenaSession, useArenaState, useNow } from "../session/context.tsx";
import type { ArenaItemState } from "../session/types.ts";

/** How long "the opponent is back" / "you are back" stays. */
const NOTICE_MS = 4000;

/** The prompt: the word or sentence, its Japanese help, and for listening the audio with a replay button. */
function Prompt({ item }: { item: ArenaItemState }) {
  const { t } = useTranslation();
  const audio = useArenaAudio();
  const f = item.frame;
  return (
    <div className="arena-prompt card" data-testid="arena-prompt">
      <p className="arena-prompt-text" lang={/[a-z]/i.test(f.prompt) && !f.audio_text ? "en" : undefined}>
        {f.prompt}
      </p>
      {f.prompt_ja && <p className="muted">{f.prompt_ja}</p>}
      {f.audio_text && (
        <SpeakButton
          key={f.item_index}
          src={audio(f.audio_text)}
          label={t("arena.listen")}
          testId="arena-listen"
          autoPlay
        />
      )}
    </div>
  );
}

/**
 * /arena/pkansweresult: the match. Item i of n, the prompt (listening: spoken, with a replay), four
 * options (keys 1-4), the countdown, both scores; my result at once, the opponent's when it comes, the
 * correct option when the item closes; connection banners. The finish opens the result.
 * @returns the page
 */
export default function PkAnswerResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("arena.title"));
  const session = useArenaSession();
  const s = useArenaState();
  const navigate = useNavigate();
  const item = s.item;
  const now = useNow(s.phase === "playing" && !!item && !item.closed);
  const choose = useCallback((i: number) => session.answer(i), [session]);
  const matchId = s.finished?.match_id ?? null;
  useEffect(() => {
    if (matchId !== null) navigate(arenaUrls.result(matchId), { replace: true });
  }, [matchId, navigate]);
  useEffect(() => {
    if (!s.notice) return;
    const id = setTimeout(() => session.clearNotice(), NOTICE_MS);
    return () => clearTimeout(id);
  }, [s.notice, session]);

  if (s.phase === "failed")
    return (
      <div className="page arena-page" data-testid="arena-match-page">
        <h1>{t("arena.title")}</h1>
        <FailurePanel state={s} />
      </div>
    );
  if (!s.match)
    return (
      <div className="page arena-page" data-testid="arena-match-page">
        <h1>{t("arena.title")}</h1>
        <p>
          {t("arena.no_match")} <Link to={arenaUrls.type()}>{t("arena.type_title")}</Link>
        </p>
      </div>
    );
  const left = item ? item.frame.remaining_ms - (now - item.receivedAt) : 0;
  return (
    <div className="page arena-page arena-match" data-testid="arena-match-page">
      <h1 className="sr-only">{t("arena.title")}</h1>
      <PlayersCard match={s.match} scores={{ me: s.myScore, opponent: s.opponentScore }} />
      <ConnectionBanner state={s} />
      {!item ? (
        <p role="status">{t("arena.starting")}</p>
      ) : (
        <section aria-labelledby="arena-item-n" data-testid="arena-item" data-index={item.frame.item_index}>
          <h2 id="arena-item-n" className="arena-item-n">
            {t("arena.item_n", { n: item.frame.item_index + 1, total: item.frame.item_count })}
          </h2>
          <CountdownBar leftMs={item.closed ? 0 : left} totalMs={item.frame.duration_ms} />
          <Prompt item={item} />
          <OptionButtons item={item} onChoose={choose} />
          <ItemFeedback item={item} />
          {s.error && !item.closed && (
            <p className="field-error" role="alert">
              {t(s.error.key, { defaultValue: s.error.message })}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
