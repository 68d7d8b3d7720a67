// The Tokyo junior-high speaking test (ESAT-J, YEAR 3) as we practise it: 4 parts, 9 items, each with a
// fixed preparation and recording window, and the 0-100 score with its A-F grades. Part A's 30 s / 30 s is
// published; the windows of parts B-D are not, so ours follow the published sample's pace (our choice).

/** The parts, in test order. */
export const TOKYO_PARTS = ["A", "B", "C", "D"] as const;
export type TokyoPart = (typeof TOKYO_PARTS)[number];

/** One part: its items in a full test, its windows (seconds), the points each item carries, its task. */
export interface TokyoPartFormat {
  part: TokyoPart;
  items: number;
  prep_seconds: number;
  record_seconds: number;
  /** points of one item (a full test's items add up to 100) */
  points: number;
  ja: string;
  en: string;
  task_ja: string;
  task_en: string;
}

export const TOKYO_FORMAT: Record<TokyoPart, TokyoPartFormat> = {
  A: {
    part: "A",
    items: 2,
    prep_seconds: 30,
    record_seconds: 30,
    points: 10,
    ja: "パートA 音読",
    en: "Part A: reading aloud",
    task_ja: "場面に合った短い英文を、準備30秒のあと30秒で音読します。",
    task_en: "Read a short text for a situation aloud: 30 s to prepare, 30 s to read.",
  },
  B: {
    part: "B",
    items: 5,
    prep_seconds: 10,
    record_seconds: 15,
    points: 8,
    ja: "パートB 図・イラストを見て答える",
    en: "Part B: answering about a figure",
    task_ja:
      "図や予定表を見て、聞こえた質問に英語の文で答えます。最後の問題は、相手に質問したり行動をうながしたりします。",
    task_en:
      "Look at a figure or schedule and answer the questions you hear in sentences. The last item asks you to ask a question or prompt the listener to act.",
  },
  C: {
    part: "C",
    items: 1,
    prep_seconds: 30,
    record_seconds: 40,
    points: 20,
    ja: "パートC 4コマのストーリー",
    en: "Part C: a four-panel story",
    task_ja: "4コマのイラストを見て、起きたことを過去形で話します。",
    task_en: "Look at four pictures and tell what happened, in the past tense.",
  },
  D: {
    part: "D",
    items: 1,
    prep_seconds: 60,
    record_seconds: 40,
    points: 20,
    ja: "パートD 意見と理由",
    en: "Part D: your opinion and a reason",
    task_ja: "身近なテーマについて、自分の意見とその理由を話します。",
    task_en: "Give your opinion on a familiar topic and a reason for it.",
  },
};

/** The grades of the 0-100 score: A 80-100, B 65-79, C 50-64, D 35-49, E 1-34, F 0. */
export const TOKYO_GRADES = [
  { grade: "A", min: 80 },
  { grade: "B", min: 65 },
  { grade: "C", min: 50 },
  { grade: "D", min: 35 },
  { grade: "E", min: 1 },
  { grade: "F", min: 0 },
] as const;
export type TokyoGrade = (typeof TOKYO_GRADES)[number]["grade"];

/**
 * The grade of a 0-100 score.
 * @param score - the test score (rounded first)
 * @returns A-F
 */
export function tokyoGrade(score: number): TokyoGrade {
  const s = Math.round(score);
  return TOKYO_GRADES.find((g) => s >= g.min)?.grade ?? "F";
}

/**
 * The folders of tokyo-higher/practice-resource/list: full tests (dir_id 1), then the training sets of
 * parts A-D (dir_id 2-5).
 */
export const TOKYO_DIRS = [
  { dir_id: 1, set: "test", part: null, ja: "本番形式テスト", en: "Full tests" },
  { dir_id: 2, set: "training", part: "A", ja: TOKYO_FORMAT.A.ja, en: TOKYO_FORMAT.A.en },
  { dir_id: 3, set: "training", part: "B", ja: TOKYO_FORMAT.B.ja, en: TOKYO_FORMAT.B.en },
  { dir_id: 4, set: "training", part: "C", ja: TOKYO_FORMAT.C.ja, en: TOKYO_FORMAT.C.en },
  { dir_id: 5, set: "training", part: "D", ja: TOKYO_FORMAT.D.ja, en: TOKYO_FORMAT.D.en },
] as const;
