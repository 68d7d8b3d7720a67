/** Player modes (spec §2 mode visibility). */
export const PLAYER_MODES = ["practice", "review", "homework", "exam", "paper"] as const;
/** A player mode. */
export type PlayerMode = (typeof PLAYER_MODES)[number];

/** Which switches the player shows. */
export interface SwitchVisibility {
  translation: boolean;
  subtitle: boolean;
  sampleAnswer: boolean;
  tips: boolean;
  speed: boolean;
}

/** What a player shows and allows in a mode. */
export interface ModeVisibility {
  switches: SwitchVisibility;
  feedbackButton: boolean;
  lastResultLink: boolean;
  sampleAnswers: boolean;
  skipButton: boolean;
  sidebarClickable: boolean;
  backNavigation: boolean;
  /** Dialogue role: homework auto-selects "all"; elsewhere the student chooses. */
  dialogueRole: "choose" | "all";
  /** Right/wrong feedback after answering (exam: none). */
  answerFeedback: boolean;
  /** Exam advances immediately; elsewhere a right answer auto-advances and a wrong one shows Next. */
  advance: "immediate" | "on-right";
  /** Shadow reading goes to the result when all items are practised (not in exam, paper, review). */
  resultWhenAllPractised: boolean;
}

/** Flags that enable UI parts (defaults true) — "controlled by flags not shown" in the spec. */
export type ModeFlags = Partial<SwitchVisibility & { feedbackButton: boolean; lastResultLink: boolean }>;

/** Homework switches in client form (1/true = allowed). */
export interface HomeworkSwitches {
  switchTranslation: boolean;
  switchSubtitle: boolean;
  switchSampleAnswer: boolean;
  switchAnswerTips: boolean;
  switchSpeechSpeed: boolean;
}

/**
 * Visibility rules per mode: exam hides switches, feedback and sample answers and shows skip;
 * review hides the subtitle and language switches; homework hides back navigation, disables
 * the sidebar, auto-selects the 'all' dialogue role and applies the homework switch-offs;
 * paper hides back navigation.
 * @param mode - the player mode
 * @param opts - enabling flags and homework switches
 * @returns what to show
 */
export function modeVisibility(
  mode: PlayerMode,
  opts: { flags?: ModeFlags; homework?: Partial<HomeworkSwitches> } = {},
): ModeVisibility {
  const f = opts.flags ?? {};
  const hw = mode === "homework" ? (opts.homework ?? {}) : {};
  const exam = mode === "exam";
  const review = mode === "review";
  const on = (flag: boolean | undefined, hwSwitch: boolean | undefined) =>
    flag !== false && hwSwitch !== false && !exam;
  return {
    switches: {
      translation: on(f.translation, hw.switchTranslation) && !review,
      subtitle: on(f.subtitle, hw.switchSubtitle) && !review,
      sampleAnswer: on(f.sampleAnswer, hw.switchSampleAnswer),
      tips: on(f.tips, hw.switchAnswerTips),
      speed: on(f.speed, hw.switchSpeechSpeed),
    },
    feedbackButton: f.feedbackButton !== false && !exam,
    lastResultLink: f.lastResultLink !== false && !exam,
    sampleAnswers: !exam && hw.switchSampleAnswer !== false,
    skipButton: exam,
    sidebarClickable: mode !== "homework",
    backNavigation: mode !== "homework" && mode !== "paper",
    dialogueRole: mode === "homework" ? "all" : "choose",
    answerFeedback: !exam,
    advance: exam ? "immediate" : "on-right",
    resultWhenAllPractised: !exam && mode !== "paper" && !review,
  };
}

/**
 * Homework mode holds when homework_id and topic_id are both present in the query.
 * @param query - route query values
 * @returns true in homework mode
 */
export function isHomeworkQuery(query: { homework_id?: unknown; topic_id?: unknown }): boolean {
  const present = (v: unknown) => v !== undefined && v !== null && v !== "";
  return present(query.homework_id) && present(query.topic_id);
}
