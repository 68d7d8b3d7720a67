// The Eiken first-stage format per grade (research/exam-formats.md §1.1 and §1.3): the sections of the
// reading & writing and listening papers with their item counts, how often each listening part is played,
// the writing tasks' word ranges, the time allowed, and the CSE maxima and pass lines used for the
// estimated label. Original practice and mock tests are checked against this table.

/** The grades, easiest first (content folders grade-<grade>). */
export const EIKEN_GRADES = ["5", "4", "3", "pre-2", "pre-2-plus", "2"] as const;
export type EikenGradeCode = (typeof EIKEN_GRADES)[number];

/** The skills a first-stage result is reported in. */
export type EikenSkill = "reading" | "listening" | "writing";

/** A section (item family) of the first stage: the exercise kind it is written in and its skill. */
export type EikenSectionInfo = {
  skill: EikenSkill;
  kind:
    | "grammar-choice"
    | "sentence-sorting"
    | "cloze-test"
    | "reading-comprehension"
    | "listening-choice"
    | "topic-writing";
  ja: string;
  en: string;
};

export const EIKEN_SECTIONS = {
  "vocab-gap": {
    skill: "reading",
    kind: "grammar-choice",
    ja: "短文の語句空所補充",
    en: "Sentence gap-fill",
  },
  "dialogue-gap": {
    skill: "reading",
    kind: "grammar-choice",
    ja: "会話文の文空所補充",
    en: "Dialogue gap-fill",
  },
  "word-order": {
    skill: "reading",
    kind: "sentence-sorting",
    ja: "日本文付き短文の語句整序",
    en: "Word order",
  },
  "passage-gap": { skill: "reading", kind: "cloze-test", ja: "長文の語句空所補充", en: "Passage gap-fill" },
  notice: { skill: "reading", kind: "reading-comprehension", ja: "掲示・お知らせの内容一致", en: "Notice" },
  email: { skill: "reading", kind: "reading-comprehension", ja: "Eメール・手紙文の内容一致", en: "E-mail" },
  passage: { skill: "reading", kind: "reading-comprehension", ja: "説明文の内容一致", en: "Passage" },
  "listen-1": {
    skill: "listening",
    kind: "listening-choice",
    ja: "リスニング 第1部",
    en: "Listening part 1",
  },
  "listen-2": {
    skill: "listening",
    kind: "listening-choice",
    ja: "リスニング 第2部",
    en: "Listening part 2",
  },
  "listen-3": {
    skill: "listening",
    kind: "listening-choice",
    ja: "リスニング 第3部",
    en: "Listening part 3",
  },
  "write-email": { skill: "writing", kind: "topic-writing", ja: "英作文（Eメール）", en: "E-mail writing" },
  "write-opinion": { skill: "writing", kind: "topic-writing", ja: "英作文（意見）", en: "Opinion writing" },
  "write-summary": { skill: "writing", kind: "topic-writing", ja: "英作文（要約）", en: "Summary writing" },
} as const satisfies Record<string, EikenSectionInfo>;
export type EikenSection = keyof typeof EIKEN_SECTIONS;
export const EIKEN_SECTION_CODES = Object.keys(EIKEN_SECTIONS) as EikenSection[];

/** One section of a grade's paper: items in the full test, plays (listening), word range (writing). */
export type EikenPart = {
  section: EikenSection;
  /** answerable items in the full test (a comprehension passage counts its questions) */
  count: number;
  /** listening: how many times the audio is played */
  plays?: 1 | 2;
  /** writing: the word range */
  words?: { min: number; max: number };
};

/** A grade's first stage. */
export type EikenGradeFormat = {
  grade: EikenGradeCode;
  /** reading (and writing) time in minutes; listening runs with its audio */
  rw_minutes: number;
  parts: EikenPart[];
  /** CSE maximum per skill and the first-stage pass line (sum over the skills tested) */
  cse: { max_per_skill: number; pass: number; confirmed: boolean };
};

const L = (section: EikenSection, count: number, plays: 1 | 2): EikenPart => ({ section, count, plays });
const W = (section: EikenSection, min: number, max: number): EikenPart => ({
  section,
  count: 1,
  words: { min, max },
});

export const EIKEN_FORMAT: Record<EikenGradeCode, EikenGradeFormat> = {
  "5": {
    grade: "5",
    rw_minutes: 25,
    parts: [
      { section: "vocab-gap", count: 15 },
      { section: "dialogue-gap", count: 5 },
      { section: "word-order", count: 5 },
      L("listen-1", 10, 2),
      L("listen-2", 5, 2),
      L("listen-3", 10, 2),
    ],
    cse: { max_per_skill: 425, pass: 419, confirmed: true },
  },
  "4": {
    grade: "4",
    rw_minutes: 35,
    parts: [
      { section: "vocab-gap", count: 15 },
      { section: "dialogue-gap", count: 5 },
      { section: "word-order", count: 5 },
      { section: "notice", count: 2 },
      { section: "email", count: 3 },
      { section: "passage", count: 5 },
      L("listen-1", 10, 2),
      L("listen-2", 10, 2),
      L("listen-3", 10, 2),
    ],
    cse: { max_per_skill: 500, pass: 622, confirmed: true },
  },
  "3": {
    grade: "3",
    rw_minutes: 65,
    parts: [
      { section: "vocab-gap", count: 15 },
      { section: "dialogue-gap", count: 5 },
      { section: "notice", count: 2 },
      { section: "email", count: 3 },
      { section: "passage", count: 5 },
      W("write-email", 15, 25),
      W("write-opinion", 25, 35),
      L("listen-1", 10, 1),
      L("listen-2", 10, 2),
      L("listen-3", 10, 2),
    ],
    cse: { max_per_skill: 550, pass: 1103, confirmed: true },
  },
  "pre-2": {
    grade: "pre-2",
    rw_minutes: 80,
    parts: [
      { section: "vocab-gap", count: 15 },
      { section: "dialogue-gap", count: 5 },
      { section: "passage-gap", count: 2 },
      { section: "email", count: 3 },
      { section: "passage", count: 4 },
      W("write-email", 40, 50),
      W("write-opinion", 50, 60),
      L("listen-1", 10, 1),
      L("listen-2", 10, 1),
      L("listen-3", 10, 1),
    ],
    cse: { max_per_skill: 600, pass: 1322, confirmed: true },
  },
  "pre-2-plus": {
    grade: "pre-2-plus",
    rw_minutes: 85,
    parts: [
      { section: "vocab-gap", count: 17 },
      { section: "passage-gap", count: 6 },
      { section: "passage", count: 8 },
      W("write-summary", 45, 55),
      W("write-opinion", 80, 100),
      L("listen-1", 15, 1),
      L("listen-2", 15, 1),
    ],
    // The per-skill maximum of Pre-2 Plus is not published in what we could read: 600 is assumed.
    cse: { max_per_skill: 600, pass: 1402, confirmed: false },
  },
  "2": {
    grade: "2",
    rw_minutes: 85,
    parts: [
      { section: "vocab-gap", count: 17 },
      { section: "passage-gap", count: 6 },
      { section: "passage", count: 8 },
      W("write-summary", 45, 55),
      W("write-opinion", 80, 100),
      L("listen-1", 15, 1),
      L("listen-2", 15, 1),
    ],
    cse: { max_per_skill: 650, pass: 1520, confirmed: true },
  },
};

/** The skills a grade's first stage reports (grades 5 and 4 have no writing). */
export function eikenSkills(grade: EikenGradeCode): EikenSkill[] {
  const skills = new Set(EIKEN_FORMAT[grade].parts.map((p) => EIKEN_SECTIONS[p.section].skill));
  return (["reading", "listening", "writing"] as const).filter((s) => skills.has(s));
}
