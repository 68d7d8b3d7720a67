import type { EikenGuidSubmitBody } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { speechAvailable } from "@web/features/word-tests/exports/word-reading.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useSubmitWord, useWordAudio, useWordSession } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { Verdict, type VerdictData } from "../components/Verdict.tsx";
import { WordCardView } from "../components/WordCardView.tsx";
import { type WordAnswer, WordQuestion } from "../components/WordQuestion.tsx";
import "../i18n.ts";
import { modeOfPath } from "../mode.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/wordlearning/practice and /eiken/wordtraining/practice (?level_id): one guided word session.
 * Learning shows each new word's card, then checks its meaning; training asks the due words in four
 * exercises. Each answer is judged by the server, which moves the word's review date; the verdict shows
 * the word's card. The last answer leads to the result.
 * @returns the page
 */
export default function WordPracticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = modeOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const [speaking] = useState(speechAvailable);
  const session = useWordSession(levelId, mode, speaking);
  const audio = useWordAudio();
  const submitWord = useSubmitWord();
  const [pos, setPos] = useState(0);
  const [showCard, setShowCard] = useState(mode === "learning");
  const [chosen, setChosen] = useState<WordAnswer | null>(null);
  const [verdict, setVerdict] = useState<VerdictData | null>(null);
  const [busy, setBusy] = useState(false);
  const shownAt = useRef(Date.now());
  usePageTitle(t(mode === "learning" ? "eiken.word_learning" : "eiken.word_training"));

  if (levelId === null) return <BadLevel />;
  if (session.isError) return <LoadError onRetry={() => void session.refetch()} />;
  if (!session.data)
    return (
      <div className="page ek-page">
        <Spinner />
        <p className="muted">{t("eiken.preparing")}</p>
      </div>
    );
  const { items, guid } = session.data;
  if (items.length === 0)
    return (
      <div className="page ek-page" data-testid="ek-nothing">
        <p className="notice-box">
          {t(mode === "learning" ? "eiken.nothing_learning" : "eiken.nothing_training")}
        </p>
        <div className="ek-actions">
          <Link
            className="btn btn-primary"
            to={eikenUrls.wordIndex(mode === "learning" ? "training" : "learning", levelId)}
          >
            {t(mode === "learning" ? "eiken.word_training" : "eiken.word_learning")}
          </Link>
          <Link className="btn btn-ghost" to={eikenUrls.list()}>
            {t("eiken.back_list")}
          </Link>
        </div>
      </div>
    );
  const item = items[pos];
  if (!item) return <Spinner />;
  const resultUrl = eikenUrls.wordResult(mode, levelId, guid);

  const post = async (extra: Partial<EikenGuidSubmitBody>, answer: WordAnswer) => {
    const r = await submitWord({
      guid,
      question_id: item.question_id,
      duration_ms: Math.min(3_600_000, Date.now() - shownAt.current),
      ...extra,
    });
    setChosen(answer);
    setVerdict(r);
  };
  const answer = async (a: WordAnswer) => {
    if (busy || chosen) return;
    setBusy(true);
    try {
      await post({ answer_result: a.value }, a);
    } catch {
      // shown by the request layer; the question stays open
    } finally {
      setBusy(false);
    }
  };
  const recorded = async (a: BaseAnswer): Promise<BaseAnswer> => {
    await post(
      {
        percent_score: a.percent_score ?? 0,
        sound_file: a.sound_file ?? "",
        ...(a.evaluate_result ? { evaluate_result: a.evaluate_result } : {}),
      },
      { value: "", label: String(a.percent_score ?? 0) },
    );
    return a;
  };
  const next = () => {
    if (!verdict) return;
    if (verdict.finished === 1 || pos + 1 >= items.length) return navigate(resultUrl, { replace: true });
    setPos(pos + 1);
    setChosen(null);
    setVerdict(null);
    setShowCard(mode === "learning");
    shownAt.current = Date.now();
  };
  return (
    <div className="page ek-page" data-testid={`ek-practice-${mode}`}>
      <header className="ek-run-head">
        <span className="muted" data-testid="ek-progress">
          {t("eiken.progress", { n: pos + 1, count: items.length })}
        </span>
        <progress
          max={items.length}
          value={pos + (verdict ? 1 : 0)}
          aria-label={t("eiken.progress", { n: pos + 1, count: items.length })}
        />
      </header>
      {showCard && item.card ? (
        <section className="card" data-testid="ek-learn-card">
          <p className="ek-label">{t("eiken.new_word")}</p>
          <WordCardView card={item.card} audio={audio} />
          <Button
            onClick={() => {
              setShowCard(false);
              shownAt.current = Date.now();
            }}
            data-testid="ek-card-next"
            autoFocus
          >
            {t("eiken.card_next")}
          </Button>
        </section>
      ) : (
        <WordQuestion
          key={`${guid}:${item.question_id}`}
          item={item}
          chosen={chosen}
          right={verdict ? verdict.is_right === 1 : null}
          busy={busy}
          audio={audio}
          onAnswer={(a) => void answer(a)}
          onRecorded={recorded}
        />
      )}
      {verdict && <Verdict verdict={verdict} audio={audio} testType={item.test_type} />}
      <div className="ek-foot">
        {verdict && (
          <Button onClick={next} data-testid="ek-next" autoFocus>
            {verdict.finished === 1 || pos + 1 >= items.length ? t("eiken.finish") : t("eiken.next")}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => navigate(eikenUrls.wordIndex(mode, levelId))}
          data-testid="ek-quit"
        >
          {t("eiken.quit")}
        </Button>
      </div>
    </div>
  );
}
