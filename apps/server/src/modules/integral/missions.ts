import type { MissionType } from "@hibiki/contracts";
import type { DayActivity } from "./activity.ts";

/** What a mission's progress is measured on: the activity of its period, and the all-time facts. */
export type MissionFacts = {
  /** the period's activity summed over its days */
  sum: DayActivity;
  /** the period's study days */
  studyDays: number;
  /** the period's days with a finished practice, a recording, a word answer and a writing (0-4 kinds) */
  kinds: number;
  longestStreak: number;
  /** AI study lessons with their consolidation done (all time) */
  aiLessons: number;
};

/** A mission: its id (stable), kind, titles, target, points, the messages and how its progress is read. */
export type MissionDef = {
  id: number;
  type: MissionType;
  title_ja: string;
  title_en: string;
  target: number;
  points: number;
  progress: (f: MissionFacts) => number;
};

/** The missions (ids by kind: 1xx daily, 2xx weekly, 3xx long-term). */
export const MISSIONS: readonly MissionDef[] = [
  {
    id: 101,
    type: 1,
    title_ja: "今日、10問に答えよう",
    title_en: "Answer 10 questions today",
    target: 10,
    points: 10,
    progress: (f) => f.sum.answers,
  },
  {
    id: 102,
    type: 1,
    title_ja: "今日、練習を1回やりきろう",
    title_en: "Finish one practice today",
    target: 1,
    points: 10,
    progress: (f) => f.sum.practices,
  },
  {
    id: 103,
    type: 1,
    title_ja: "今日、5回声に出して読もう",
    title_en: "Read aloud 5 times today",
    target: 5,
    points: 15,
    progress: (f) => f.sum.recordings,
  },
  {
    id: 104,
    type: 1,
    title_ja: "今日、単語を10語学習しよう",
    title_en: "Study 10 words today",
    target: 10,
    points: 10,
    progress: (f) => f.sum.words,
  },
  {
    id: 201,
    type: 2,
    title_ja: "今週、4日学習しよう",
    title_en: "Study on 4 days this week",
    target: 4,
    points: 40,
    progress: (f) => f.studyDays,
  },
  {
    id: 202,
    type: 2,
    title_ja: "今週、100問に答えよう",
    title_en: "Answer 100 questions this week",
    target: 100,
    points: 50,
    progress: (f) => f.sum.answers,
  },
  {
    id: 203,
    type: 2,
    title_ja: "今週、練習・音読・単語・作文を1回ずつ",
    title_en: "This week: a practice, a recording, words and a writing",
    target: 4,
    points: 40,
    progress: (f) => f.kinds,
  },
  {
    id: 204,
    type: 2,
    title_ja: "今週、10分間話そう",
    title_en: "Speak for 10 minutes this week",
    target: 600,
    points: 40,
    progress: (f) => Math.floor(f.sum.recording_seconds),
  },
  {
    id: 301,
    type: 3,
    title_ja: "7日連続で学習しよう",
    title_en: "Study 7 days in a row",
    target: 7,
    points: 70,
    progress: (f) => f.longestStreak,
  },
  {
    id: 302,
    type: 3,
    title_ja: "30日連続で学習しよう",
    title_en: "Study 30 days in a row",
    target: 30,
    points: 300,
    progress: (f) => f.longestStreak,
  },
  {
    id: 303,
    type: 3,
    title_ja: "合計1,000問に答えよう",
    title_en: "Answer 1,000 questions in all",
    target: 1000,
    points: 200,
    progress: (f) => f.sum.answers,
  },
  {
    id: 304,
    type: 3,
    title_ja: "AI学習のレッスンを1つ終えよう",
    title_en: "Finish your first AI study lesson",
    target: 1,
    points: 50,
    progress: (f) => f.aiLessons,
  },
];

const BY_ID = new Map(MISSIONS.map((m) => [m.id, m]));

/** @returns the mission with that id, or undefined */
export const missionById = (id: number): MissionDef | undefined => BY_ID.get(id);

/**
 * The reach message of a mission (the spec's "Integral mission message" entity).
 * @param m - the mission
 * @param en - English (else Japanese)
 * @returns the title and body
 */
export function reachMessage(m: MissionDef, en: boolean): { message_title: string; message_body: string } {
  return en
    ? {
        message_title: "Mission complete!",
        message_body: `${m.title_en}: claim ${m.points} points on the points page.`,
      }
    : {
        message_title: "ミッション達成！",
        message_body: `「${m.title_ja}」を達成しました。ポイント画面で ${m.points} ポイントを受け取ろう。`,
      };
}
