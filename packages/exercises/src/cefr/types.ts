import type { CatSkill } from "./placement.ts";

/** One CEFR question type (spec "CEFR types 1-17"): what the question asks, in which skill and kinds. */
export interface CefrType {
  code: number;
  skill: CatSkill;
  /** the exercise kinds a resource of this type is written in */
  kinds: readonly string[];
  ja: string;
  en: string;
}

/**
 * The CEFR question types 1-17, grouped by skill. A level-test resource names one (meta cefr_type); the
 * step details and the weak list show its name, and the weak list can be filtered by it.
 */
export const CEFR_TYPES: readonly CefrType[] = [
  {
    code: 1,
    skill: "vocabulary",
    kinds: ["grammar-choice", "word-choice"],
    ja: "語彙（日本語に合う語）",
    en: "Vocabulary: the word for the meaning",
  },
  {
    code: 2,
    skill: "vocabulary",
    kinds: ["grammar-choice", "word-choice"],
    ja: "語彙（文脈に合う語）",
    en: "Vocabulary: the word for the context",
  },
  {
    code: 3,
    skill: "grammar",
    kinds: ["grammar-choice"],
    ja: "文法（語句の選択）",
    en: "Grammar: choose the form",
  },
  {
    code: 4,
    skill: "grammar",
    kinds: ["grammar-choice"],
    ja: "文法（会話の応答）",
    en: "Grammar: complete the exchange",
  },
  {
    code: 5,
    skill: "grammar",
    kinds: ["sentence-sorting"],
    ja: "文法（語順の並べかえ）",
    en: "Grammar: put the words in order",
  },
  {
    code: 6,
    skill: "grammar",
    kinds: ["grammar-blank-fill"],
    ja: "文法（空所に書く）",
    en: "Grammar: write the missing word",
  },
  {
    code: 7,
    skill: "listening",
    kinds: ["listening-choice"],
    ja: "リスニング（単語と絵）",
    en: "Listening: words and pictures",
  },
  {
    code: 8,
    skill: "listening",
    kinds: ["listening-choice"],
    ja: "リスニング（短いやりとり）",
    en: "Listening: short exchanges",
  },
  {
    code: 9,
    skill: "listening",
    kinds: ["listening-choice"],
    ja: "リスニング（会話）",
    en: "Listening: conversations",
  },
  {
    code: 10,
    skill: "listening",
    kinds: ["listening-choice"],
    ja: "リスニング（お知らせ・説明）",
    en: "Listening: announcements and talks",
  },
  {
    code: 11,
    skill: "reading",
    kinds: ["reading-comprehension"],
    ja: "読解（掲示・案内）",
    en: "Reading: signs, notices and ads",
  },
  {
    code: 12,
    skill: "reading",
    kinds: ["reading-comprehension"],
    ja: "読解（メール・手紙）",
    en: "Reading: messages, e-mails and letters",
  },
  {
    code: 13,
    skill: "reading",
    kinds: ["reading-comprehension"],
    ja: "読解（説明文・物語・意見文）",
    en: "Reading: passages, stories and opinions",
  },
  {
    code: 14,
    skill: "reading",
    kinds: ["cloze-test"],
    ja: "読解（長文の空所補充）",
    en: "Reading: gaps in a passage",
  },
  {
    code: 15,
    skill: "speaking",
    kinds: ["single-reading"],
    ja: "スピーキング（音読）",
    en: "Speaking: read aloud",
  },
  {
    code: 16,
    skill: "speaking",
    kinds: ["picture-describe"],
    ja: "スピーキング（絵の説明）",
    en: "Speaking: describe a picture",
  },
  {
    code: 17,
    skill: "speaking",
    kinds: ["quick-response"],
    ja: "スピーキング（質問に答える）",
    en: "Speaking: answer a question",
  },
];

const BY_CODE = new Map(CEFR_TYPES.map((t) => [t.code, t]));

/**
 * The CEFR question type with this code.
 * @param code - 1-17
 * @returns the type, or undefined for another number
 */
export function cefrType(code: number): CefrType | undefined {
  return BY_CODE.get(code);
}

/**
 * Why a resource of this kind and skill cannot have this type, or null when it can.
 * @param code - the resource's cefr_type
 * @param skill - its cefr_skill
 * @param kind - its exercise kind
 * @returns a message naming what fits, or null
 */
export function cefrTypeMismatch(code: number, skill: string, kind: string): string | null {
  const t = BY_CODE.get(code);
  if (!t) return `cefr_type must be 1-${CEFR_TYPES.length}`;
  if (t.skill !== skill) return `cefr_type ${code} (${t.en}) is a ${t.skill} type, not ${skill}`;
  if (!t.kinds.includes(kind))
    return `cefr_type ${code} (${t.en}) is written in ${t.kinds.join(" or ")}, not ${kind}`;
  return null;
}
