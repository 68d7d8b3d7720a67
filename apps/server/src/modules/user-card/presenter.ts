import {
  ACHIEVEMENTS,
  type AchievePhoto,
  type AchieveRankRow,
  type AchieveTitle,
  FRAMES,
  USER_CARD_DEFAULT_FRAME,
  type UserCard,
  type UserCardMetric,
} from "@hibiki/contracts";
import { ACHIEVEMENT_BY_ID, FRAME_BY_ID, frameState } from "./catalog.ts";
import type { CardRow, CardStudentRow, EarnedRow, RankRow } from "./repository.ts";

const iso = (d: Date | string) => new Date(d).toISOString();
const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** A card's choices before the student made any. */
export const DEFAULT_CARD: CardRow = {
  title_id: null,
  frame_id: USER_CARD_DEFAULT_FRAME,
  badge_ids: [],
  show_stats: false,
};

/**
 * Every title with the student's state (earned, progress, shown).
 * @param earned - the earned achievements
 * @param counts - the student's counts (progress)
 * @param card - the card's choices
 * @returns the titles in achievement order
 */
export function presentTitles(
  earned: readonly EarnedRow[],
  counts: Record<UserCardMetric, number>,
  card: CardRow,
): AchieveTitle[] {
  const when = new Map(earned.map((e) => [e.achieve_id, e.earned_at]));
  return ACHIEVEMENTS.map((a) => {
    const at = when.get(a.id);
    return {
      achieve_id: a.id,
      code: a.code,
      title_ja: a.title_ja,
      title_en: a.title_en,
      how_ja: a.how_ja,
      how_en: a.how_en,
      earned: flag(at !== undefined),
      earned_at: at ? iso(at) : null,
      progress: at ? a.target : Math.min(counts[a.metric], a.target),
      target: a.target,
      is_selected: flag(card.title_id === a.id),
    };
  });
}

/**
 * Every frame and badge with the student's state.
 * @returns frames first (101-106), then badges (1-16)
 */
export function presentPhotos(
  earned: readonly EarnedRow[],
  counts: Record<UserCardMetric, number>,
  card: CardRow,
): AchievePhoto[] {
  const ids = new Set(earned.map((e) => e.achieve_id));
  const frames = FRAMES.map((f): AchievePhoto => {
    const s = frameState(f, ids);
    return {
      photo_id: f.id,
      photo_type: 1,
      code: f.code,
      name_ja: f.name_ja,
      name_en: f.name_en,
      how_ja: f.how_ja,
      how_en: f.how_en,
      earned: flag(s.unlocked),
      earned_at: null,
      progress: s.progress,
      target: s.target,
      is_selected: flag(card.frame_id === f.id),
    };
  });
  const badges = presentTitles(earned, counts, card).map(
    (t): AchievePhoto => ({
      photo_id: t.achieve_id,
      photo_type: 2,
      code: t.code,
      name_ja: t.title_ja,
      name_en: t.title_en,
      how_ja: t.how_ja,
      how_en: t.how_en,
      earned: t.earned,
      earned_at: t.earned_at,
      progress: t.progress,
      target: t.target,
      is_selected: flag(card.badge_ids.includes(t.achieve_id)),
    }),
  );
  return [...frames, ...badges];
}

/**
 * A card as others see it: the nickname and the choices (only earned ones are ever stored).
 * @param student - the card's student
 * @param card - the choices
 * @param achieveCount - achievements earned
 * @returns the DTO
 */
export function presentCard(student: CardStudentRow, card: CardRow, achieveCount: number): UserCard {
  const title = card.title_id === null ? undefined : ACHIEVEMENT_BY_ID.get(card.title_id);
  const frame = FRAME_BY_ID.get(card.frame_id) ?? FRAME_BY_ID.get(USER_CARD_DEFAULT_FRAME)!;
  return {
    card_student_id: student.id,
    nickname: student.nickname,
    class_name: student.class_name,
    title: title ? { achieve_id: title.id, title_ja: title.title_ja, title_en: title.title_en } : null,
    frame: { photo_id: frame.id, code: frame.code, name_ja: frame.name_ja, name_en: frame.name_en },
    badges: card.badge_ids.flatMap((id) => {
      const a = ACHIEVEMENT_BY_ID.get(id);
      return a ? [{ photo_id: a.id, code: a.code, name_ja: a.title_ja, name_en: a.title_en }] : [];
    }),
    show_stats: flag(card.show_stats),
    achieve_count: achieveCount,
    achieve_total: ACHIEVEMENTS.length,
  };
}

/**
 * A ranking row.
 * @param r - the row
 * @param meId - the caller
 * @returns the DTO (nickname only)
 */
export function presentRankRow(r: RankRow, meId: number): AchieveRankRow {
  const title = r.title_id === null ? undefined : ACHIEVEMENT_BY_ID.get(r.title_id);
  const frame =
    FRAME_BY_ID.get(r.frame_id ?? USER_CARD_DEFAULT_FRAME) ?? FRAME_BY_ID.get(USER_CARD_DEFAULT_FRAME)!;
  return {
    rank: r.rank,
    card_student_id: r.student_id,
    nickname: r.nickname,
    achieve_count: Number(r.n),
    title_ja: title?.title_ja ?? null,
    title_en: title?.title_en ?? null,
    frame_code: frame.code,
    is_me: flag(r.student_id === meId),
  };
}
