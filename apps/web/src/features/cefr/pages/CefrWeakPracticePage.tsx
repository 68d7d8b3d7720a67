import type { CefrWeakItem } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCefrWeakResultQuery, useSubmitCefrWeakLog } from "../api.ts";
import { ItemPlayer } from "../components/ItemPlayer.tsx";
import { parseCefrType, parseSkill } from "../format.ts";
import "../i18n.ts";
import { type PracticeAnswer, savePracticeAnswers } from "../practice-log.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps/testWeakDetails[?skill=]: practises the weak questions one by one with their kind's Player, with
 * right / wrong after each answer (submit-cefr-test-weak-logs), then goes to the practice's result.
 * @returns the page
 */
export default function CefrWeakPracticePage() {
  const { t } = useTranslation();
  usePageTitle(t("cefr.weak_title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const skill = parseSkill(params.get("skill"));
  const weak = useCefrWeakResultQuery(skill, parseCefrType(params.get("cefr_type")));
  const submitLog = useSubmitCefrWeakLog();
  // The list is taken once: answering refreshes the weak list, which must not move the questions.
  const [items, setItems] = useState<CefrWeakItem[] | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<PracticeAnswer[]>([]);
  const [scored, setScored] = useState<BaseAnswer | undefined>(undefined);
  const [submitError, setSubmitError] = useState(false);

  useEffect(() => {
    if (items === null && weak.data) setItems(weak.data.items);
  }, [items, weak.data]);

  useEffect(() => savePracticeAnswers([]), []);

  const current = items?.[index];
  const last = answers[answers.length - 1];
  const answeredHere = scored !== undefined && last?.item_id === current?.item.item_id;

  const onSubmit = useCallback(
    async (answer: BaseAnswer): Promise<BaseAnswer> => {
      if (!current) return answer;
      setSubmitError(false);
      try {
        const res = await submitLog({
          item_id: current.item.item_id,
          item: answer as Record<string, unknown>,
        });
        const saved: BaseAnswer = { ...answer, percent_score: res.score };
        const entry: PracticeAnswer = {
          item_id: current.item.item_id,
          skill: current.item.skill,
          point: current.point,
          level: current.level,
          score: res.score,
          correct: res.correct,
          cleared: res.cleared,
          right_streak: res.right_streak,
        };
        setAnswers((prev) => {
          const next = [...prev, entry];
          savePracticeAnswers(next);
          return next;
        });
        setScored(saved);
        return saved;
      } catch (e) {
        setSubmitError(true);
        throw e;
      }
    },
    [current, submitLog],
  );

  const next = useCallback(() => {
    if (!answeredHere || !items) return;
    if (index + 1 >= items.length) {
      void navigate(cefrUrls.weakResult(), { state: { answers } });
      return;
    }
    setScored(undefined);
    setIndex(index + 1);
  }, [answeredHere, items, index, answers, navigate]);

  if (weak.isError) return <LoadError onRetry={() => void weak.refetch()} />;
  if (!items) return <Spinner />;
  if (items.length === 0 || !current)
    return (
      <div className="page cefr-page" data-testid="cefr-weak-practice">
        <h1>{t("cefr.weak_title")}</h1>
        <p className="muted" data-testid="cefr-weak-empty">
          {t("cefr.weak_none")}
        </p>
        <Link className="btn btn-secondary" to={cefrUrls.weakList()}>
          {t("cefr.back_weak")}
        </Link>
      </div>
    );
  const isLast = index + 1 >= items.length;
  return (
    <div className="page cefr-page cefr-test" data-testid="cefr-weak-practice">
      <header className="cefr-test-head">
        <h1>{t("cefr.weak_title")}</h1>
        <p data-testid="cefr-weak-progress">
          {t("cefr.weak_progress", { n: index + 1, count: items.length })} ·{" "}
          {t(`cefr.skill.${current.item.skill}`)} · {current.point}{" "}
          <span className="cefr-pill">{current.level}</span>
        </p>
      </header>
      {submitError && (
        <p role="alert" className="form-error" data-testid="cefr-submit-error">
          {t("cefr.submit_error")}
        </p>
      )}
      <ItemPlayer
        key={`${index}:${current.item.item_id}`}
        item={current.item}
        mode="practice"
        position={index}
        count={items.length}
        seed={`cefr-weak-${current.item.item_id}-${current.wrong_count}-${current.right_streak}`}
        previous={answeredHere ? scored : undefined}
        onSubmit={onSubmit}
        onNext={next}
      />
      <div className="cefr-actions" aria-live="polite">
        {answeredHere && last && (
          <p className="cefr-wide" data-testid="cefr-weak-streak">
            {last.cleared === 1
              ? t("cefr.weak_cleared_now")
              : t("cefr.weak_streak_now", { n: last.right_streak })}
          </p>
        )}
        {answeredHere && (
          <Button onClick={next} data-testid="cefr-weak-next">
            {isLast ? t("cefr.to_weak_result") : t("cefr.next")}
          </Button>
        )}
        <Link
          className="btn btn-ghost"
          to={answers.length > 0 ? cefrUrls.weakResult() : cefrUrls.weakList()}
          state={{ answers }}
        >
          {t("cefr.quit_practice")}
        </Link>
      </div>
    </div>
  );
}
