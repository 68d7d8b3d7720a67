import {
  averageScore,
  type BaseAnswer,
  DIALOGUE_LISTENED,
  type Grade,
  gradeOf,
  percentOfTotal,
  skippedPayload,
} from "@hibiki/exercises";

export { DIALOGUE_LISTENED };

/**
 * The answer posted for another speaker's turn (dialogue challenge, role "one").
 * @param questionId - the turn's question_id
 * @returns a skipped answer marked as listened
 */
export function listenedPayload(questionId: string): BaseAnswer {
  return { ...skippedPayload(questionId), practice_type: DIALOGUE_LISTENED };
}

/**
 * Whether a stored answer is another speaker's turn that was only listened to.
 * @param answer - a stored answer
 * @returns true for the listened marker
 */
export function isListened(answer: BaseAnswer | undefined): boolean {
  return answer?.practice_type === DIALOGUE_LISTENED;
}

/**
 * Whether a stored answer holds a recording.
 * @param answer - a stored answer
 * @returns true when it has a sound file and is not skipped
 */
export function isRecorded(answer: BaseAnswer | undefined): boolean {
  return !!answer && answer.is_skipped !== 1 && !!(answer.sound_file || answer.record_file);
}

/** Averages of the four scores (0-5) over the student's turns, their percent and grade. */
export type DialogueAverages = {
  total_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
  percent_score: number;
  grade: Grade;
  /** how many turns the average is over */
  turns: number;
};

/**
 * Averages over the student's own turns: recorded turns and turns the student skipped (exam skip, zero);
 * turns of other speakers that were only listened to, and unanswered turns, are left out.
 * @param answers - the attempt's answers for the dialogue's turns
 * @returns the averaged scores, percent and grade A/B/C
 */
export function dialogueAverages(answers: readonly BaseAnswer[]): DialogueAverages {
  const own = answers.filter((a) => isRecorded(a) || (a.is_skipped === 1 && !isListened(a)));
  const avg = (f: "total_score" | "accuracy_score" | "fluency_score" | "integrity_score") =>
    averageScore(own.map((a) => (a.is_skipped === 1 ? 0 : (a[f] ?? 0))));
  const total = avg("total_score");
  const percent = percentOfTotal(total);
  return {
    total_score: total,
    accuracy_score: avg("accuracy_score"),
    fluency_score: avg("fluency_score"),
    integrity_score: avg("integrity_score"),
    percent_score: percent,
    grade: gradeOf(percent),
    turns: own.length,
  };
}
