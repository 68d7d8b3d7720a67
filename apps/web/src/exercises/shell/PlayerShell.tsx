import {
  type AnswerData,
  type HomeworkSwitches,
  isCompositeKind,
  isWritingKind,
  modeVisibility,
  type PlayerMode,
  type Resource,
} from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ResourceFeedbackButton } from "@web/features/feedback/exports/feedback-button.ts";
import { useScoreConfig } from "@web/lib/app-config.ts";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { uiFor } from "../registry.ts";
import "./i18n.ts";
import "./player.css";
import { PartSwitcher } from "./PartSwitcher.tsx";
import { PracticeSidebar } from "./PracticeSidebar.tsx";
import { ProgressIndicator } from "./ProgressIndicator.tsx";
import { ResourceContext } from "./resource-context.ts";
import { SwitchBar } from "./SwitchBar.tsx";
import { shuffleItem } from "./shuffle-item.ts";
import { SELF_ADVANCING_KINDS, stepsOf } from "./steps.ts";
import { effectiveSwitches, relevantSwitches, SwitchesContext, type SwitchState } from "./switches.ts";
import { type ItemStat, type SaveAnswer, useAttempt } from "./use-attempt.ts";
import { useGuardedAction } from "./use-debounced.ts";

/** Props of {@link PlayerShell}. */
export type PlayerShellProps = {
  /** the parsed resource, already filtered by question_ids */
  resource: Resource;
  mode: PlayerMode;
  assetBase: string;
  /** the latest unfinished attempt in this mode, to resume */
  answerData: AnswerData | null;
  itemStats: readonly ItemStat[];
  save: SaveAnswer;
  /** called with the attempt guid after the last item (go to the result screen) */
  onFinish: (guid: string) => void;
  /** route query of the page (grammar lessons build training links from it) */
  query?: Record<string, string>;
  homework?: Partial<HomeworkSwitches>;
  /** link to the previous finished attempt's result, when there is one */
  lastResultHref?: string | null;
  /** makes the attempt guid (crypto.randomUUID by default; fixed in tests) */
  newGuid?: () => string;
};

const INITIAL_SWITCHES: SwitchState = {
  translation: false,
  subtitle: true,
  sampleAnswer: false,
  tips: false,
};

/**
 * The frame every objective player runs in: progress, switches, exam skip, last-result link, practice
 * sidebar, the kind's player for the current item, Next after a wrong or partly wrong answer and the success
 * sound and auto-advance after a right one. Writing items never move on by themselves: their player shows
 * the checked result with its own 次へ. Answers are saved one by one with the attempt guid so a reload
 * resumes.
 * @param props - the resource, mode, saved progress and the save function
 * @returns the player
 */
export function PlayerShell(props: PlayerShellProps) {
  const { t } = useTranslation();
  const { resource, mode } = props;
  const steps = useMemo(() => stepsOf(resource), [resource]);
  const scoreConfig = useScoreConfig();
  const visibility = useMemo(
    () => modeVisibility(mode, { homework: props.homework }),
    [mode, props.homework],
  );
  const attempt = useAttempt({
    resCode: resource.res_code,
    mode,
    steps,
    answerData: props.answerData,
    itemStats: props.itemStats,
    save: props.save,
    onFinish: props.onFinish,
    newGuid: props.newGuid ?? (() => crypto.randomUUID()),
    // Writing feedback stays until the student presses 次へ (the 書く画面/結果 switch stays usable); an
    // exam shows no feedback and moves on at once.
    selfAdvancing: (s) => SELF_ADVANCING_KINDS.has(s.kind) || (mode !== "exam" && isWritingKind(s.kind)),
    scoreConfig,
  });
  const [chosen, setChosen] = useState<SwitchState>(INITIAL_SWITCHES);
  const switches = useMemo(
    () => ({ on: effectiveSwitches(chosen, visibility.switches), allowed: visibility.switches }),
    [chosen, visibility.switches],
  );
  const skip = useGuardedAction(() => void attempt.skip()?.catch(() => undefined));
  const next = useGuardedAction(attempt.next);
  const resourceCtx = useMemo(
    () => ({ resource, assetBase: props.assetBase, query: props.query ?? {} }),
    [resource, props.assetBase, props.query],
  );
  const step = steps[attempt.current];
  const ids = steps.map((s) => s.item.question_id);
  if (!step) return <p role="alert">{t("player.unsupported")}</p>;
  const ui = uiFor(step.kind);
  const previous = attempt.answers.get(step.item.question_id);
  const item = shuffleItem(step.item, resource.option_random, attempt.guid);
  const answeredHere = previous !== undefined;
  const relevant = relevantSwitches(step.item, resource);
  const shown = {
    translation: visibility.switches.translation && relevant.translation,
    subtitle: visibility.switches.subtitle && relevant.subtitle,
    sampleAnswer: visibility.switches.sampleAnswer && relevant.sampleAnswer,
    tips: visibility.switches.tips && relevant.tips,
    speed: visibility.switches.speed && relevant.speed,
  };
  // A writing player has its own 次へ beside the checked result.
  const showNext =
    !isWritingKind(step.kind) &&
    (attempt.phase === "show-next" || (answeredHere && attempt.phase === "answering"));
  return (
    <ResourceContext.Provider value={resourceCtx}>
      <SwitchesContext.Provider value={switches}>
        <div
          className="pl-shell"
          data-testid={`player-shell`}
          data-mode={mode}
          data-guid={attempt.guid}
          // the dictionary pen stays out of a test: looking words up would give answers away
          data-pen-ignore={mode === "exam" ? "" : undefined}
        >
          <header className="pl-head">
            <h1 className="pl-title">{resource.res_title}</h1>
            {resource.question_description && <p className="muted">{resource.question_description}</p>}
            <div className="pl-head-row">
              <ProgressIndicator
                position={attempt.current}
                count={steps.length}
                answered={attempt.answeredPositions.size}
              />
              {visibility.feedbackButton && (
                <ResourceFeedbackButton resCode={resource.res_code} questionId={step?.item.question_id} />
              )}
              {visibility.lastResultLink && props.lastResultHref && (
                <Link
                  to={props.lastResultHref}
                  className="btn btn-ghost btn-sm"
                  data-testid="last-result-link"
                >
                  {t("player.last_result")}
                </Link>
              )}
              {visibility.skipButton && !answeredHere && (
                <Button
                  variant="secondary"
                  className="btn-sm"
                  onClick={skip}
                  disabled={attempt.phase !== "answering"}
                  data-testid="exam-skip"
                >
                  {t("player.skip")}
                </Button>
              )}
            </div>
            <SwitchBar allowed={shown} chosen={chosen} onChange={setChosen} />
          </header>
          {resource.kind === "multi-part" && (
            <PartSwitcher
              resource={resource}
              steps={steps}
              current={attempt.current}
              canJump={attempt.canJump}
              onJump={attempt.jump}
            />
          )}
          <div className="pl-body">
            <main
              className="pl-main"
              data-testid={isCompositeKind(resource.kind) ? `player-${resource.kind}` : undefined}
              data-question-id={step.item.question_id}
            >
              {ui ? (
                <Suspense fallback={<Spinner />}>
                  <ui.Player
                    key={`${attempt.current}:${step.item.question_id}`}
                    kind={step.kind}
                    item={item}
                    position={attempt.current}
                    count={steps.length}
                    mode={mode}
                    visibility={visibility}
                    assetBase={props.assetBase}
                    resCode={resource.res_code}
                    previous={previous}
                    onSubmit={(a) => attempt.submit(attempt.current, a)}
                    onNext={attempt.next}
                  />
                </Suspense>
              ) : (
                <p role="alert">{t("player.unsupported")}</p>
              )}
              <div className="pl-foot" aria-live="polite">
                {attempt.phase === "saving" && <span className="muted">{t("player.saving")}</span>}
                {showNext && !(mode === "exam") && (
                  <Button onClick={next} data-testid="player-next">
                    {attempt.answeredPositions.size >= steps.length
                      ? t("player.to_result")
                      : t("player.next")}
                  </Button>
                )}
              </div>
            </main>
            {mode !== "exam" && steps.length > 1 && (
              <PracticeSidebar
                questionIds={ids}
                kinds={steps.map((s) => s.kind)}
                scoreConfig={scoreConfig}
                current={attempt.current}
                answers={attempt.answers}
                stats={attempt.stats}
                clickable={visibility.sidebarClickable}
                canJump={attempt.canJump}
                onJump={attempt.jump}
              />
            )}
          </div>
        </div>
      </SwitchesContext.Provider>
    </ResourceContext.Provider>
  );
}
