import { TOKYO_FORMAT, type TokyoGrade, type TokyoPart, tokyoGrade } from "./format.ts";

/** One stored answer of an ESAT-J attempt (textbook answer data: ISE scores 0-5). */
export interface TokyoAnswer {
  question_id: string;
  total_score?: number | null | undefined;
  accuracy_score?: number | null | undefined;
  fluency_score?: number | null | undefined;
  /** for an open answer: its content (the task done) */
  integrity_score?: number | null | undefined;
  is_skipped?: 0 | 1 | null | undefined;
}

/** One item of the test: its part and question_id. */
export interface TokyoItemRef {
  question_id: string;
  part: TokyoPart;
}

/** Bands 0-4, the test's 4-band scale (0: nothing to score). */
export interface TokyoBands {
  /** part A: pronunciation and stress; B-D: voice (pronunciation and fluency) */
  pronunciation: number;
  /** part A: speed and pausing */
  fluency: number;
  /** B-D: the task done (content conveyed) */
  task: number | null;
}

export interface TokyoItemScore {
  question_id: string;
  part: TokyoPart;
  points: number;
  max: number;
  answered: boolean;
  bands: TokyoBands;
}

export interface TokyoScore {
  items: TokyoItemScore[];
  parts: Array<{ part: TokyoPart; points: number; max: number }>;
  /** 0-100 (scaled to 100 when the set is not a full test) */
  score: number;
  grade: TokyoGrade;
}

const clamp5 = (v: number | null | undefined) => Math.min(5, Math.max(0, Number(v ?? 0) || 0));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** A 0-5 ISE score on the 4-band scale: 4.2+ → 4, 3.4+ → 3, 2.4+ → 2, above 0 → 1, 0 → 0. */
export function band(score: number): number {
  return score >= 4.2 ? 4 : score >= 3.4 ? 3 : score >= 2.4 ? 2 : score > 0 ? 1 : 0;
}

/**
 * Scores an attempt the way the test reports it. Part A counts its two criteria (pronunciation and stress;
 * speed and pausing) as bands; parts B-D count the open answer's total (content gates it) and show the
 * task and voice bands. Each item carries its part's points; the sum is the 0-100 score (a set of fewer
 * items is scaled to 100), mapped to A-F. A skipped or missing answer scores 0.
 * @param items - the test's items in order
 * @param answers - the stored answers (the latest per question)
 * @returns per item, per part, the score and the grade
 */
export function scoreTokyo(items: readonly TokyoItemRef[], answers: readonly TokyoAnswer[]): TokyoScore {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  const scored = items.map((ref): TokyoItemScore => {
    const max = TOKYO_FORMAT[ref.part].points;
    const a = byId.get(ref.question_id);
    const answered = !!a && a.is_skipped !== 1;
    if (!answered || !a)
      return {
        question_id: ref.question_id,
        part: ref.part,
        points: 0,
        max,
        answered: false,
        bands: { pronunciation: 0, fluency: 0, task: ref.part === "A" ? null : 0 },
      };
    const accuracy = clamp5(a.accuracy_score);
    const fluency = clamp5(a.fluency_score);
    if (ref.part === "A") {
      const bands = { pronunciation: band(accuracy), fluency: band(fluency), task: null };
      return {
        question_id: ref.question_id,
        part: ref.part,
        points: round1((max * (bands.pronunciation + bands.fluency)) / 8),
        max,
        answered,
        bands,
      };
    }
    const total = clamp5(a.total_score);
    return {
      question_id: ref.question_id,
      part: ref.part,
      points: round1((max * total) / 5),
      max,
      answered,
      bands: {
        pronunciation: band((accuracy + fluency) / 2),
        fluency: band(fluency),
        task: band(clamp5(a.integrity_score)),
      },
    };
  });
  const parts = (["A", "B", "C", "D"] as const)
    .map((part) => {
      const of = scored.filter((s) => s.part === part);
      return {
        part,
        points: round1(of.reduce((n, s) => n + s.points, 0)),
        max: of.reduce((n, s) => n + s.max, 0),
      };
    })
    .filter((p) => p.max > 0);
  const max = scored.reduce((n, s) => n + s.max, 0);
  const sum = scored.reduce((n, s) => n + s.points, 0);
  const score = max > 0 ? Math.round((100 * sum) / max) : 0;
  return { items: scored, parts, score, grade: tokyoGrade(score) };
}
