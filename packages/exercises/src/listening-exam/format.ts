// The listening exams we practise (exam-formats.md §3): the university Common Test (parts 1A-6B, 100
// points, parts 1-2 played twice and the rest once) and the high-school entrance exams by region style
// (every text played twice). The region is the unit a student practises: region 1 is the Common Test,
// the others are entrance-exam styles. Points per part of the Common Test follow the published paper
// (1A+1B 28, 2 12, 3 18, 4 12, 5 16, 6 14); the split inside 1 and 4 and 6 is ours.

/** The two exams. */
export const LISTENING_EXAMS = ["common_test", "high_school"] as const;
export type ListeningExam = (typeof LISTENING_EXAMS)[number];

/** One part of a region's format. */
export interface ListeningPartFormat {
  part: string;
  /** how many times the audio is played */
  plays: 1 | 2;
  /** questions of this part in a full mock test (null: the region has no mock test) */
  mock_questions: number | null;
  /** points of the whole part in a full test (the part's questions share them equally) */
  points: number;
  ja: string;
  en: string;
}

/** One region (its folder under content/listening-exams) and its format. */
export interface ListeningRegion {
  region_id: number;
  exam: ListeningExam;
  /** content folder, relative to content/listening-exams */
  folder: string;
  key: string;
  ja: string;
  en: string;
  lead_ja: string;
  lead_en: string;
  parts: readonly ListeningPartFormat[];
}

const part = (
  p: string,
  plays: 1 | 2,
  mock: number | null,
  points: number,
  ja: string,
  en: string,
): ListeningPartFormat => ({ part: p, plays, mock_questions: mock, points, ja, en });

export const LISTENING_REGIONS: readonly ListeningRegion[] = [
  {
    region_id: 1,
    exam: "common_test",
    folder: "common-test",
    key: "common_test",
    ja: "大学入学共通テスト",
    en: "University Common Test",
    lead_ja: "第1問〜第6問。第1問・第2問は2回、第3問以降は1回だけ流れます。100点満点。",
    lead_en: "Parts 1-6. Parts 1 and 2 are played twice, parts 3-6 once. 100 points.",
    parts: [
      part("1A", 2, 4, 16, "第1問A 短い発話の内容に合う英文", "1A: the sentence that matches"),
      part("1B", 2, 4, 12, "第1問B 短い発話の内容に合う絵", "1B: the picture that matches"),
      part("2", 2, 3, 12, "第2問 対話と問いに合う絵", "2: dialogue and picture"),
      part("3", 1, 6, 18, "第3問 短い対話の問い", "3: short dialogues"),
      part("4A", 1, 4, 8, "第4問A 図表を完成させる", "4A: complete the table"),
      part("4B", 1, 1, 4, "第4問B 条件に合うものを選ぶ", "4B: choose what meets the conditions"),
      part("5", 1, 7, 16, "第5問 講義とワークシート", "5: lecture and worksheet"),
      part("6A", 1, 2, 6, "第6問A 二人の会話", "6A: a conversation"),
      part("6B", 1, 2, 8, "第6問B 複数人の議論", "6B: a discussion"),
    ],
  },
  {
    region_id: 2,
    exam: "high_school",
    folder: "high-school/tokyo",
    key: "tokyo",
    ja: "東京都（都立入試型）",
    en: "Tokyo (metropolitan high schools)",
    lead_ja: "問題A 短い対話3題、問題B スピーチと2つの質問（1つは英語で答える）。すべて2回流れます。",
    lead_en:
      "A: three short dialogues; B: a talk with two questions, one answered in English. All played twice.",
    parts: [
      part("A", 2, null, 12, "問題A 対話と質問", "A: dialogues"),
      part("B", 2, null, 8, "問題B スピーチと質問", "B: a talk"),
    ],
  },
  {
    region_id: 3,
    exam: "high_school",
    folder: "high-school/saitama",
    key: "saitama",
    ja: "埼玉県入試型",
    en: "Saitama style",
    lead_ja: "絵を選ぶ問題、場面の応答、ALTの話、対話の記述まで7題の長めの形式。すべて2回流れます。",
    lead_en:
      "A longer paper: pictures, what to say next, an ALT's talk and written answers. All played twice.",
    parts: [
      part("1", 2, null, 9, "No.1〜3 対話と絵", "1: dialogues and pictures"),
      part("2", 2, null, 6, "No.4〜5 場面に合う応答", "2: what to say next"),
      part("3", 2, null, 9, "No.6 ALTの話", "3: an ALT's talk"),
      part("4", 2, null, 6, "No.7 対話（記述）", "4: a dialogue, written answers"),
    ],
  },
  {
    region_id: 4,
    exam: "high_school",
    folder: "high-school/standard",
    key: "standard",
    ja: "全国標準型",
    en: "Standard style",
    lead_ja: "多くの都道府県に共通する形式。絵を選ぶ問題、対話の問い、アナウンスの問い。すべて2回流れます。",
    lead_en: "The pattern most prefectures share: pictures, dialogues, an announcement. All played twice.",
    parts: [
      part("1", 2, null, 9, "問1 対話と絵", "1: pictures"),
      part("2", 2, null, 9, "問2 対話と質問", "2: dialogues"),
      part("3", 2, null, 6, "問3 アナウンス・スピーチ", "3: an announcement or talk"),
    ],
  },
];

/**
 * A region by id.
 * @param regionId - the region_id
 * @returns the region, or undefined
 */
export function listeningRegion(regionId: number): ListeningRegion | undefined {
  return LISTENING_REGIONS.find((r) => r.region_id === regionId);
}

/**
 * The region whose content folder this is (e.g. "high-school/tokyo").
 * @param folder - relative to content/listening-exams
 * @returns the region, or undefined
 */
export function regionOfFolder(folder: string): ListeningRegion | undefined {
  return LISTENING_REGIONS.find((r) => r.folder === folder);
}
