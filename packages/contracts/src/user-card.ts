import { z } from "zod";
import { DbId, defineCall, Flag, FlagInput, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * User cards and achievements (issue 25 part 3; spec "User card", routes /usercard and /usercard/list).
 * Achievements are earned by real milestones read from the answer tables of every module; the server checks
 * a student's milestones whenever their card calls run (and a class's when its ranking is shown) and keeps
 * what was earned (an achievement is never lost). Each achievement gives a title and a badge; frames are
 * unlocked by achievements. A student chooses the title, frame and up to USER_CARD_MAX_BADGES badges their
 * card shows, and whether classmates see their study figures. Cards are seen only inside the school.
 */

/** What a milestone counts (the server reads each from its table). */
export const USER_CARD_METRICS = [
  "finished_practices",
  "answers",
  "perfect_practices",
  "read_aloud_90",
  "units_finished",
  "ebooks_read",
  "cefr_steps",
  "ai_lessons",
  "ai_conversations",
  "word_test_full",
  "words_studied",
  "writings",
  "study_days",
] as const;
export type UserCardMetric = (typeof USER_CARD_METRICS)[number];

/** One achievement: a title and a badge, earned when `metric` reaches `target`. */
export type AchievementDef = {
  id: number;
  code: string;
  metric: UserCardMetric;
  target: number;
  title_ja: string;
  title_en: string;
  how_ja: string;
  how_en: string;
};

const A = (
  id: number,
  code: string,
  metric: UserCardMetric,
  target: number,
  title: [string, string],
  how: [string, string],
): AchievementDef => ({
  id,
  code,
  metric,
  target,
  title_ja: title[0],
  title_en: title[1],
  how_ja: how[0],
  how_en: how[1],
});

/** The achievements (ids 1-16; the web has a badge picture per code). */
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  A(
    1,
    "first-practice",
    "finished_practices",
    1,
    ["はじめの一歩", "First Step"],
    ["練習を1回さいごまでやりとげる", "Finish one practice"],
  ),
  A(
    2,
    "answers-100",
    "answers",
    100,
    ["百問チャレンジャー", "Hundred Answers"],
    ["問題に100回答える", "Answer 100 questions"],
  ),
  A(
    3,
    "answers-500",
    "answers",
    500,
    ["五百問ランナー", "Five Hundred Answers"],
    ["問題に500回答える", "Answer 500 questions"],
  ),
  A(
    4,
    "answers-1000",
    "answers",
    1000,
    ["千問マスター", "Thousand Answers"],
    ["問題に1,000回答える", "Answer 1,000 questions"],
  ),
  A(
    5,
    "perfect-practice",
    "perfect_practices",
    1,
    ["パーフェクト", "Perfect Score"],
    ["練習を100点でやりとげる", "Finish a practice with 100 points"],
  ),
  A(
    6,
    "reading-star",
    "read_aloud_90",
    10,
    ["音読の達人", "Reading Star"],
    ["音読で90点以上を10回とる", "Score 90 or more in 10 read-alouds"],
  ),
  A(
    7,
    "unit-complete",
    "units_finished",
    1,
    ["ユニット制覇", "Unit Complete"],
    ["教科書の1つのユニットの練習をすべてやりとげる", "Finish every practice of a textbook unit"],
  ),
  A(
    8,
    "first-book",
    "ebooks_read",
    1,
    ["本の虫", "Bookworm"],
    ["電子書籍を1冊読み終える", "Finish reading an e-book"],
  ),
  A(
    9,
    "five-books",
    "ebooks_read",
    5,
    ["多読の旅人", "Reading Traveller"],
    ["電子書籍を5冊読み終える", "Finish reading 5 e-books"],
  ),
  A(
    10,
    "step-up",
    "cefr_steps",
    1,
    ["ステップアップ", "Step Up"],
    ["CEFR-J のステップテストに合格して1つ上のステップに進む", "Pass a CEFR-J step test and move up a step"],
  ),
  A(
    11,
    "grammar-explorer",
    "ai_lessons",
    1,
    ["文法エクスプローラー", "Grammar Explorer"],
    [
      "AIスタディのレッスンを1つ、動画・解説・復習・定着練習まで終える",
      "Complete an AI study lesson (video, explanation, review and consolidation)",
    ],
  ),
  A(
    12,
    "conversation-pro",
    "ai_conversations",
    3,
    ["おしゃべり名人", "Conversation Pro"],
    ["AIスピーキングの会話を3回さいごまで終える", "Finish 3 AI speaking conversations"],
  ),
  A(
    13,
    "word-test-ace",
    "word_test_full",
    1,
    ["単語テスト満点", "Word Test Ace"],
    ["単語テストで満点をとる", "Get full marks in a word test"],
  ),
  A(
    14,
    "word-collector",
    "words_studied",
    100,
    ["単語コレクター", "Word Collector"],
    ["単語学習プランで100語を学ぶ", "Study 100 words in your word plans"],
  ),
  A(
    15,
    "first-essay",
    "writings",
    1,
    ["はじめての英作文", "First Essay"],
    ["英作文を1回提出する", "Hand in a piece of writing"],
  ),
  A(
    16,
    "ten-days",
    "study_days",
    10,
    ["こつこつ10日", "Ten Study Days"],
    ["10日間、練習をやりとげる（続けてでなくてよい）", "Finish practices on 10 different days"],
  ),
];

/** How a frame is unlocked: always, by a number of achievements, or by one achievement. */
export type FrameUnlock =
  | { kind: "always" }
  | { kind: "count"; n: number }
  | { kind: "achievement"; id: number };

/** A card frame (ids 101-106; the web has a picture per code). */
export type FrameDef = {
  id: number;
  code: string;
  name_ja: string;
  name_en: string;
  how_ja: string;
  how_en: string;
  unlock: FrameUnlock;
};

/** The frame every card starts with. */
export const USER_CARD_DEFAULT_FRAME = 101;

/** The frames. */
export const FRAMES: readonly FrameDef[] = [
  {
    id: 101,
    code: "standard",
    name_ja: "スタンダード",
    name_en: "Standard",
    how_ja: "はじめから使えます",
    how_en: "Yours from the start",
    unlock: { kind: "always" },
  },
  {
    id: 102,
    code: "sakura",
    name_ja: "さくら",
    name_en: "Cherry Blossom",
    how_ja: "実績を3つ手に入れる",
    how_en: "Earn 3 achievements",
    unlock: { kind: "count", n: 3 },
  },
  {
    id: 103,
    code: "wave",
    name_ja: "なみ",
    name_en: "Wave",
    how_ja: "実績「音読の達人」を手に入れる",
    how_en: "Earn “Reading Star”",
    unlock: { kind: "achievement", id: 6 },
  },
  {
    id: 104,
    code: "library",
    name_ja: "としょかん",
    name_en: "Library",
    how_ja: "実績「多読の旅人」を手に入れる",
    how_en: "Earn “Reading Traveller”",
    unlock: { kind: "achievement", id: 9 },
  },
  {
    id: 105,
    code: "star",
    name_ja: "ほし",
    name_en: "Star",
    how_ja: "実績「千問マスター」を手に入れる",
    how_en: "Earn “Thousand Answers”",
    unlock: { kind: "achievement", id: 4 },
  },
  {
    id: 106,
    code: "gold",
    name_ja: "ゴールド",
    name_en: "Gold",
    how_ja: "実績を10こ手に入れる",
    how_en: "Earn 10 achievements",
    unlock: { kind: "count", n: 10 },
  },
];

/** Badges a card shows at most. */
export const USER_CARD_MAX_BADGES = 3;

/** photo_type: 1 frames, 2 badges (0 or absent: both). */
export const USER_CARD_PHOTO_FRAME = 1;
export const USER_CARD_PHOTO_BADGE = 2;

/** range_type of a card's study figures: 1 the last 7 Japan days, 2 the last 30 (default), 3 all time. */
export const USER_CARD_RANGE_DAYS: Readonly<Record<1 | 2 | 3, number | null>> = { 1: 7, 2: 30, 3: null };

export const USER_CARD_CHANGE_TYPES = [
  "title",
  "frame",
  "badge_add",
  "badge_remove",
  "show_stats",
  "hide_stats",
] as const;
export type UserCardChangeType = (typeof USER_CARD_CHANGE_TYPES)[number];

export const USER_CARD_SCOPES = ["class", "school"] as const;
export type UserCardScope = (typeof USER_CARD_SCOPES)[number];

/** The error keys of user cards. */
export const USER_CARD_ERROR_KEYS = [
  "user_card_student_not_found",
  "user_card_not_earned",
  "user_card_achieve_not_found",
  "user_card_badges_full",
] as const satisfies readonly ErrorKey[];
export type UserCardErrorKey = (typeof USER_CARD_ERROR_KEYS)[number];

export const USER_CARD_MESSAGES: Readonly<Record<UserCardErrorKey, string>> = {
  user_card_student_not_found: "このカードは見られません。同じ学校の生徒のカードだけ見られます。",
  user_card_not_earned: "まだ手に入れていない実績は選べません。",
  user_card_achieve_not_found: "指定された称号・フレーム・バッジが見つかりません。",
  user_card_badges_full: `カードに出せるバッジは${USER_CARD_MAX_BADGES}つまでです。ほかのバッジを外してから選んでください。`,
};

const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const Limit = z.coerce.number().int().min(1).max(100).default(20);

/** A title in lists: earned or not, with the student's progress towards it. */
export const AchieveTitleSchema = z.object({
  achieve_id: z.number().int(),
  code: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  how_ja: z.string(),
  how_en: z.string(),
  earned: Flag,
  earned_at: IsoDate.nullable(),
  /** the milestone's count so far (capped at target) */
  progress: z.number().int().nonnegative(),
  target: z.number().int().positive(),
  /** shown on the card now */
  is_selected: Flag,
});
export type AchieveTitle = z.infer<typeof AchieveTitleSchema>;

/** A frame (photo_type 1) or badge (photo_type 2) in lists. */
export const AchievePhotoSchema = z.object({
  /** a frame's id (101-106) or the badge's achievement id (1-16) */
  photo_id: z.number().int(),
  photo_type: z.union([z.literal(1), z.literal(2)]),
  code: z.string(),
  name_ja: z.string(),
  name_en: z.string(),
  how_ja: z.string(),
  how_en: z.string(),
  earned: Flag,
  earned_at: IsoDate.nullable(),
  progress: z.number().int().nonnegative(),
  target: z.number().int().positive(),
  is_selected: Flag,
});
export type AchievePhoto = z.infer<typeof AchievePhotoSchema>;

/** What a card shows: the owner's nickname and choices (never the account name). */
export const UserCardSchema = z.object({
  card_student_id: z.number().int(),
  nickname: z.string(),
  class_name: z.string().nullable(),
  title: z.object({ achieve_id: z.number().int(), title_ja: z.string(), title_en: z.string() }).nullable(),
  frame: z.object({ photo_id: z.number().int(), code: z.string(), name_ja: z.string(), name_en: z.string() }),
  badges: z.array(
    z.object({ photo_id: z.number().int(), code: z.string(), name_ja: z.string(), name_en: z.string() }),
  ),
  show_stats: Flag,
  achieve_count: z.number().int().nonnegative(),
  achieve_total: z.number().int().positive(),
});
export type UserCard = z.infer<typeof UserCardSchema>;

/** A card's study figures over range_type's Japan days (from_day null: all time). */
export const UserCardStatsSchema = z.object({
  range_type: z.number().int().min(1).max(3),
  from_day: z.string().nullable(),
  to_day: z.string(),
  practice_count: z.number().int().nonnegative(),
  answer_count: z.number().int().nonnegative(),
  study_days: z.number().int().nonnegative(),
  /** mean percent of the finished practices (null without one) */
  average_score: z.number().int().min(0).max(100).nullable(),
});
export type UserCardStats = z.infer<typeof UserCardStatsSchema>;

export const userCardAchieveTitleList = defineCall({
  method: "GET",
  path: "/v3/user-card/achieve-title-list",
  auth: "student",
  query: z.object({ is_all: FlagInput.default(0), limit: Limit, page: Page }),
  data: z.object({
    /** in achievement order; only the earned ones unless is_all = 1 */
    list: z.array(AchieveTitleSchema),
    total: z.number().int(),
    earned_count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const userCardAchievePhotoList = defineCall({
  method: "GET",
  path: "/v3/user-card/achieve-photo-list",
  auth: "student",
  query: z.object({
    is_all: FlagInput.default(0),
    /** 1 frames, 2 badges, 0 both */
    photo_type: z.coerce.number().int().min(0).max(2).default(0),
    limit: Limit,
    page: Page,
  }),
  data: z.object({
    /** frames first, then badges; only the unlocked ones unless is_all = 1 */
    list: z.array(AchievePhotoSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const userCardMySelected = defineCall({
  method: "GET",
  path: "/v3/user-card/my-selected",
  auth: "student",
  data: z.object({ card: UserCardSchema }),
});

export const userCardGetStudentInfo = defineCall({
  method: "GET",
  path: "/v3/user-card/get-student-info",
  auth: "student",
  query: z.object({
    card_student_id: DbId,
    range_type: z.coerce.number().int().min(1).max(3).default(2),
  }),
  data: z.object({
    card: UserCardSchema,
    is_me: Flag,
    /** null when the owner hides their figures from others */
    stats: UserCardStatsSchema.nullable(),
  }),
});

export const userCardChangeAchieve = defineCall({
  method: "POST",
  path: "/v3/user-card/change-achieve",
  auth: "student",
  body: z.object({
    change_type: z.enum(USER_CARD_CHANGE_TYPES, {
      error: `change_type must be one of ${USER_CARD_CHANGE_TYPES.join(", ")}`,
    }),
    /** title: an earned achievement (0 = no title); frame: an unlocked frame; badge_*: an earned badge */
    achieve_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  }),
  data: z.object({ card: UserCardSchema }),
});

/** One row of the achievement ranking. */
export const AchieveRankRowSchema = z.object({
  rank: z.number().int().positive(),
  card_student_id: z.number().int(),
  nickname: z.string(),
  achieve_count: z.number().int().nonnegative(),
  title_ja: z.string().nullable(),
  title_en: z.string().nullable(),
  frame_code: z.string(),
  is_me: Flag,
});
export type AchieveRankRow = z.infer<typeof AchieveRankRowSchema>;

export const userCardAchieveRanking = defineCall({
  method: "GET",
  path: "/v3/user-card/report/achieve-ranking",
  auth: "student",
  query: z.object({
    scope: z.enum(USER_CARD_SCOPES, { error: "scope must be class or school" }).default("class"),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    page: Page,
  }),
  data: z.object({
    scope: z.enum(USER_CARD_SCOPES),
    /** most achievements first; ties share a rank */
    list: z.array(AchieveRankRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const userCardMyAchieveRanking = defineCall({
  method: "GET",
  path: "/v3/user-card/report/my-achieve-ranking",
  auth: "student",
  data: z.object({
    achieve_count: z.number().int().nonnegative(),
    achieve_total: z.number().int().positive(),
    /** null without a class */
    class_rank: z.number().int().positive().nullable(),
    class_size: z.number().int().nonnegative(),
    school_rank: z.number().int().positive(),
    school_size: z.number().int().positive(),
  }),
});
