import {
  PHONE_PASS_PERCENT,
  type PhonemeDetail,
  type PhonemeSummary,
  type PhonogramItem,
  type PhonogramLog,
} from "@hibiki/contracts";
import { iso } from "../../lib/present.ts";
import type { StoredItem } from "./papers.ts";
import type { PhonemeEntry, Phonics } from "./phonemes.ts";
import type { PaperRow } from "./repository.ts";

/** A student's record of one phoneme, from their submitted papers. */
export type PhonemeStats = { best: number; recent: number; count: number };

/** Items of a phoneme that make its recent score. */
const RECENT_ITEMS = 5;

/**
 * Each phoneme's best item score, the mean of its last RECENT_ITEMS items and its item count.
 * @param papers - submitted papers, newest first
 * @returns stats by phoneme id
 */
export function phonemeStats(papers: readonly PaperRow[]): Map<string, PhonemeStats> {
  const scores = new Map<string, number[]>();
  for (const p of papers)
    for (const m of p.marks ?? []) scores.set(m.phoneme_id, [...(scores.get(m.phoneme_id) ?? []), m.score]);
  const out = new Map<string, PhonemeStats>();
  for (const [id, s] of scores) {
    const recent = s.slice(0, RECENT_ITEMS);
    out.set(id, {
      best: Math.max(...s),
      recent: Math.round(recent.reduce((a, b) => a + b, 0) / recent.length),
      count: s.length,
    });
  }
  return out;
}

/** A phoneme with the student's scores. */
export function presentSummary(p: PhonemeEntry, stats: PhonemeStats | undefined): PhonemeSummary {
  return {
    phoneme_id: p.id,
    arpabet: p.arpabet,
    ipa: p.ipa,
    group: p.group,
    order: p.order,
    name_ja: p.name_ja,
    best_score: stats?.best ?? null,
    recent_score: stats?.recent ?? null,
    item_count: stats?.count ?? 0,
    is_weak: stats !== undefined && stats.recent < PHONE_PASS_PERCENT,
  };
}

/** A phoneme's full page: explanation, picture, words with their highlighted letters. */
export async function presentDetail(
  phonics: Phonics,
  p: PhonemeEntry,
  stats: PhonemeStats | undefined,
): Promise<PhonemeDetail> {
  const mouth = await phonics.mouth(p);
  return {
    ...presentSummary(p, stats),
    how_ja: p.how_ja,
    confused_with_ja: p.confused_with_ja,
    tip_ja: p.tip_ja,
    mouth_svg: mouth.svg,
    mouth_title: mouth.title,
    examples: p.examples.map((e) => ({ ...e, highlight: phonics.highlight(e.word, p.id) })),
    minimal_pairs: p.minimal_pairs.map((pair) => ({
      word: pair.word,
      other: pair.other,
      contrast_id: pair.contrast,
      contrast_ipa: phonics.byId.get(pair.contrast)?.ipa ?? pair.contrast,
      word_highlight: phonics.highlight(pair.word, p.id),
      other_highlight: phonics.highlight(pair.other, pair.contrast),
    })),
  };
}

/** An item as the student sees it (the word not played stays on the server). */
export function presentItem(it: StoredItem): PhonogramItem {
  const { other: _other, ...item } = it;
  return item;
}

/**
 * A submitted paper as a log.
 * @param row - the paper (submitted)
 * @param phonics - for each phoneme's symbol
 * @returns the log
 */
export function presentLog(row: PaperRow, phonics: Phonics): PhonogramLog {
  const phonemes = (row.phonemes ?? []).map((t) => ({
    ...t,
    ipa: phonics.byId.get(t.phoneme_id)?.ipa ?? t.phoneme_id,
    is_weak: t.score < PHONE_PASS_PERCENT,
  }));
  return {
    log_id: row.id,
    mode: row.mode,
    phoneme_id: row.phoneme_id,
    score: row.score ?? 0,
    right: row.right_count ?? 0,
    total: row.total ?? 0,
    phonemes,
    weak_ids: phonemes
      .filter((p) => p.is_weak)
      .sort((a, b) => a.score - b.score)
      .map((p) => p.phoneme_id),
    marks: row.marks ?? [],
    created_at: iso(new Date(row.submitted_at ?? row.created_at)),
  };
}
