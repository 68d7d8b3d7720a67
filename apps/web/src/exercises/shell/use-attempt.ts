import type { ItemStat, TopicAnswerRecordBody } from "@hibiki/contracts";
import {
  type AnswerData,
  afterAnswer,
  answerVerdict,
  type BaseAnswer,
  type CorrectRuleConfig,
  canJumpTo,
  isAnswerLocked,
  type PlayerMode,
  resumeIndex,
  skippedPayload,
} from "@hibiki/exercises";
import { getPlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isRetake, keptTake } from "../speaking/best-take.ts";
import type { Step } from "./steps.ts";
import { playSuccessSound } from "./success-sound.ts";

/** learn_count and best_score of one item (resource-info item_stats, topic-answer-record stats). */
export type { ItemStat };

/**
 * What the shell posts for each answer: the body of textbook/topic-answer-record, with the fields the
 * shell always sends made required (res_code, guid and the optional question_ids filter come as they are).
 */
export type SaveRequest = Omit<TopicAnswerRecordBody, "mode" | "current_index" | "is_completed" | "item"> & {
  mode: PlayerMode;
  /** where a reload should resume */
  current_index: number;
  is_completed: 0 | 1;
  /** the answer item (the save function sends it as a JSON string in the form body) */
  item: BaseAnswer;
};

/** The server's reply: the stored, server-scored answer and the item's new stats. */
export type SaveResult = { item: BaseAnswer; stats?: ItemStat | null };

/** Saves one answer; the textbook page wires it to the topic-answer-record mutation. */
export type SaveAnswer = (req: SaveRequest) => Promise<SaveResult>;

/** Where the shell is: answering, waiting for the server, showing Next after a wrong answer, or moving on. */
export type Phase = "answering" | "saving" | "show-next" | "advancing";

/** Inputs of {@link useAttempt}. */
export type AttemptOptions = {
  resCode: string;
  mode: PlayerMode;
  steps: readonly Step[];
  /** the latest unfinished attempt in this mode (resume), or null */
  answerData: AnswerData | null;
  itemStats: readonly ItemStat[];
  save: SaveAnswer;
  onFinish: (guid: string) => void;
  newGuid: () => string;
  /**
   * kinds whose player moves on by itself or waits for the student's 次へ (recordings, writing): no
   * auto-advance after their answer
   */
  selfAdvancing: (step: Step) => boolean;
  /** the config's standard_score, for the correct rule of speaking items (default 60) */
  scoreConfig?: CorrectRuleConfig;
};

/**
 * The state machine of one attempt: resume, locked questions, saving each answer with the attempt guid,
 * the success sound and auto-advance after the slow delay on a right answer, Next on a wrong or partly
 * wrong one (answerVerdict), exam skip, jumps.
 * @param opts - the resource's steps, mode, saved progress and the save function
 * @returns the attempt state and its actions
 */
export function useAttempt(opts: AttemptOptions) {
  const { steps, mode } = opts;
  const ids = useMemo(() => steps.map((s) => s.item.question_id), [steps]);
  const [guid] = useState(() => opts.answerData?.guid ?? opts.newGuid());
  const [answers, setAnswers] = useState<ReadonlyMap<string, BaseAnswer>>(
    () => new Map((opts.answerData?.items ?? []).map((a) => [a.question_id, a])),
  );
  const [current, setCurrent] = useState(() => resumeIndex(opts.answerData, ids));
  const [phase, setPhase] = useState<Phase>("answering");
  const [stats, setStats] = useState<ReadonlyMap<string, ItemStat>>(
    () => new Map(opts.itemStats.map((s) => [s.question_id, s])),
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);

  const answeredPositions = useMemo(
    () => new Set(ids.flatMap((id, i) => (isAnswerLocked(answers.get(id)) ? [i] : []))),
    [ids, answers],
  );

  /** The next open step after `from` (wrapping to the start), or -1 when every step is answered. */
  const nextOpen = useCallback(
    (from: number, done: ReadonlyMap<string, BaseAnswer>) => {
      for (let k = 1; k <= ids.length; k++) {
        const i = (from + k) % ids.length;
        if (!isAnswerLocked(done.get(ids[i] ?? ""))) return i;
      }
      return -1;
    },
    [ids],
  );

  const goNext = useCallback(() => {
    clearTimer();
    const target = nextOpen(current, answersRef.current);
    if (target === -1) {
      setPhase("advancing");
      optsRef.current.onFinish(guid);
      return;
    }
    setCurrent(target);
    setPhase("answering");
  }, [clearTimer, nextOpen, current, guid]);

  const post = useCallback(
    async (position: number, item: BaseAnswer, advance: boolean): Promise<BaseAnswer> => {
      const id = ids[position];
      if (id === undefined) throw new Error(`no step at position ${position}`);
      const locked = answersRef.current.get(id);
      // An answered item is locked, except that a speaking item may be recorded again (issue 16 #3).
      if (isAnswerLocked(locked) && locked && !isRetake(locked, item)) return locked;
      const after = new Map(answersRef.current);
      after.set(id, item);
      const open = nextOpen(position, after);
      setPhase("saving");
      let saved: SaveResult;
      try {
        saved = await optsRef.current.save({
          res_code: optsRef.current.resCode,
          guid,
          mode,
          current_index: open === -1 ? position : open,
          is_completed: open === -1 ? 1 : 0,
          item: { ...item, question_id: id },
        });
      } catch (err) {
        setPhase("answering");
        throw err;
      }
      const stored = new Map(answersRef.current);
      stored.set(id, keptTake(locked, saved.item));
      answersRef.current = stored;
      setAnswers(stored);
      if (saved.stats) setStats((m) => new Map(m).set(saved.stats!.question_id, saved.stats!));
      if (!advance) {
        setPhase("answering");
        return saved.item;
      }
      const step = optsRef.current.steps[position];
      const verdict = answerVerdict(step?.kind, saved.item, optsRef.current.scoreConfig);
      const flow = afterAnswer({ mode, correct: verdict === "correct", isLast: open === -1 });
      if (flow.sound === "success") playSuccessSound({ speed: getPlaySpeed() });
      if (flow.action === "show-next") {
        setPhase("show-next");
      } else {
        setPhase("advancing");
        const move = () => {
          timer.current = null;
          if (flow.action === "result") optsRef.current.onFinish(guid);
          else {
            setCurrent(open);
            setPhase("answering");
          }
        };
        if (flow.delayMs > 0) timer.current = setTimeout(move, flow.delayMs);
        else move();
      }
      return saved.item;
    },
    [ids, nextOpen, guid, mode],
  );

  const submit = useCallback(
    (position: number, item: BaseAnswer) => {
      const step = steps[position];
      return post(position, item, !(step && optsRef.current.selfAdvancing(step)));
    },
    [post, steps],
  );

  const skip = useCallback(() => {
    const id = ids[current];
    if (id === undefined || phase === "saving") return Promise.resolve(undefined);
    return post(current, skippedPayload(id), true);
  }, [ids, current, phase, post]);

  const canJump = useCallback(
    (target: number) => canJumpTo(target, { mode, current, answered: answeredPositions, count: ids.length }),
    [mode, current, answeredPositions, ids.length],
  );

  const jump = useCallback(
    (target: number) => {
      if (!canJump(target) || phase === "saving") return;
      clearTimer();
      setCurrent(target);
      setPhase("answering");
    },
    [canJump, phase, clearTimer],
  );

  return {
    guid,
    current,
    phase,
    answers,
    stats,
    answeredPositions,
    submit,
    next: goNext,
    skip,
    jump,
    canJump,
  };
}

/** The attempt state returned by {@link useAttempt}. */
export type Attempt = ReturnType<typeof useAttempt>;
