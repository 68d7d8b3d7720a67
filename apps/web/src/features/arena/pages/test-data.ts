import type { arenaHistory, arenaIndex, arenaMatchResult, arenaTypeList } from "@hibiki/contracts";
import type { z } from "zod";

/** Canned answers of the arena calls for the page tests. */
export const INDEX: z.input<typeof arenaIndex.data> = {
  matches: 5,
  wins: 3,
  draws: 1,
  losses: 1,
  arena_points: 110,
  recent: [
    {
      match_id: 41,
      arena_type: "words",
      opponent_nickname: "鈴木 はると",
      opponent_is_bot: false,
      my_score: 42,
      opponent_score: 28,
      outcome: "win",
      forfeit: false,
      points_awarded: 30,
      finished_at: "2026-11-30T04:00:00Z",
    },
    {
      match_id: 40,
      arena_type: "grammar",
      opponent_nickname: "ロボ・ヒビキ",
      opponent_is_bot: true,
      my_score: 10,
      opponent_score: 24,
      outcome: "lose",
      forfeit: false,
      points_awarded: 10,
      finished_at: "2026-11-29T04:00:00Z",
    },
  ],
};

const typeInfo = (arena_type: "words" | "listening" | "grammar", ja: string, en: string) => ({
  arena_type,
  title_ja: ja,
  title_en: en,
  description_ja: `${ja}の問題`,
  description_en: `${en} questions`,
  item_count: 5,
  item_seconds: 15,
});

export const TYPES: z.input<typeof arenaTypeList.data> = {
  items: [
    typeInfo("words", "単語", "Words"),
    typeInfo("listening", "リスニング", "Listening"),
    typeInfo("grammar", "文法", "Grammar"),
  ],
};

const answer = (choice: number | null, correct: boolean, points: number) => ({
  choice_index: choice,
  correct,
  points,
  time_ms: choice === null ? null : 2000,
});

export const MATCH_RESULT: z.input<typeof arenaMatchResult.data> = {
  match_id: 41,
  arena_type: "words",
  me: { nickname: "佐藤 ひなた", is_bot: false, score: 14 },
  opponent: { nickname: "鈴木 はると", is_bot: false, score: 0 },
  outcome: "win",
  forfeit: false,
  points_awarded: 30,
  finished_at: "2026-11-30T05:01:00Z",
  items: [
    {
      item_index: 0,
      prompt: "library",
      options: ["図書館", "病院", "公園", "駅"],
      correct_index: 0,
      my_answer: answer(0, true, 14),
      opponent_answer: answer(2, false, 0),
    },
    {
      item_index: 1,
      prompt: "I ___ to the park yesterday.",
      options: ["go", "went", "going", "goes"],
      correct_index: 1,
      my_answer: answer(null, false, 0),
      opponent_answer: answer(0, false, 0),
    },
  ],
};

/** History pages of 12 matches (10, then 2): match ids 112 down to 101, every third one against the bot. */
export function historyPage(page: number): z.input<typeof arenaHistory.data> {
  const ids = Array.from({ length: 12 }, (_, i) => 112 - i).slice((page - 1) * 10, page * 10);
  return {
    total: 12,
    items: ids.map((match_id) => ({
      match_id,
      arena_type: "listening" as const,
      opponent_nickname: match_id % 3 === 0 ? "ロボ・ヒビキ" : "山田 さき",
      opponent_is_bot: match_id % 3 === 0,
      my_score: 30,
      opponent_score: 20,
      outcome: "win" as const,
      forfeit: false,
      points_awarded: 30,
      finished_at: "2026-11-20T04:00:00Z",
    })),
  };
}
