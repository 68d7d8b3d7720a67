import type { ItemStat } from "@hibiki/contracts";
import {
  answerVerdict,
  type BaseAnswer,
  type CorrectRuleConfig,
  displayPercent,
  type ExerciseKind,
} from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import { useGuardedAction } from "./use-debounced.ts";

/** Props of {@link PracticeSidebar}. */
export type PracticeSidebarProps = {
  questionIds: readonly string[];
  /** the kind of each item (a part's own kind in mixed / multi-part), for the correct rule */
  kinds?: readonly ExerciseKind[];
  /** the config's standard_score: a reading is correct at or above it */
  scoreConfig?: CorrectRuleConfig;
  current: number;
  answers: ReadonlyMap<string, BaseAnswer>;
  stats: ReadonlyMap<string, ItemStat>;
  /** false in homework: the list shows scores but cannot be clicked */
  clickable: boolean;
  canJump: (target: number) => boolean;
  onJump: (target: number) => void;
};

/**
 * The practice sidebar: every item with this attempt's result (answerVerdict: a reading is 正解 at or above
 * the standard score, a partly right hand-in 一部正解) and the best score so far; clicking selects an item
 * (guarded 100 ms), disabled in homework.
 * @param props - items, answers, stats and the jump action
 * @returns the sidebar
 */
export function PracticeSidebar(props: PracticeSidebarProps) {
  const { t } = useTranslation();
  const jump = useGuardedAction(props.onJump);
  return (
    <nav className="pl-sidebar" aria-label={t("player.items")} data-testid="practice-sidebar">
      <ol>
        {props.questionIds.map((id, i) => {
          const a = props.answers.get(id);
          const colour = answerVerdict(props.kinds?.[i], a, props.scoreConfig);
          const best = props.stats.get(id);
          const enabled = props.clickable && props.canJump(i);
          return (
            <li key={id}>
              <button
                type="button"
                className={`pl-side-item pl-side-${colour}`}
                aria-current={i === props.current ? "step" : undefined}
                disabled={!enabled}
                onClick={() => jump(i)}
                data-testid="sidebar-item"
              >
                <span>{t("player.item_n", { n: i + 1 })}</span>
                <span className="pl-side-score">
                  {colour === "unanswered"
                    ? t("player.not_answered")
                    : colour === "correct"
                      ? t("player.correct")
                      : colour === "partial"
                        ? t("player.partial")
                        : t("player.wrong")}
                </span>
                {best && best.learn_count > 0 && (
                  <span className="muted pl-side-best">
                    {t("player.best", { score: displayPercent(best.best_score) })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
