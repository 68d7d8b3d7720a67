import { type BaseAnswer, type Resource, ResourceSchema, scoreResourceAnswer } from "@hibiki/exercises";
import type { SaveRequest, SaveResult } from "./use-attempt.ts";

/**
 * A small original grammar-choice resource for shell tests (option order kept so tests can name options).
 * @param overrides - resource fields to change
 * @returns the parsed resource
 */
export function grammarChoiceResource(overrides: Record<string, unknown> = {}): Resource {
  const q = (id: string, text: string, right: string, wrong: string) => ({
    index: Number(id.slice(1)) - 1,
    question_id: id,
    screen_text: text,
    screen_jp_text: `${id} の日本語訳`,
    answers: [
      { index: 0, content: right, correct: true },
      { index: 1, content: wrong, correct: false },
    ],
  });
  return ResourceSchema.parse({
    res_code: "test-gc",
    res_id: 7,
    res_title: "Test grammar choice",
    res_version: 1,
    kind: "grammar-choice",
    option_random: 0,
    items: [
      q("q1", "My cat ___ very small.", "is", "are"),
      q("q2", "We ___ in the garden now.", "are", "is"),
      q("q3", "I ___ a new bike.", "have", "has"),
    ],
    ...overrides,
  });
}

/**
 * A save function that scores with the same pure rules the server uses (scoreResourceAnswer), records every
 * request and answers like textbook/topic-answer-record.
 * @param resource - the resource being played
 * @returns the save function and the recorded requests
 */
export function scoringSave(resource: Resource) {
  const requests: SaveRequest[] = [];
  const save = async (req: SaveRequest): Promise<SaveResult> => {
    requests.push(req);
    const { outcome } = scoreResourceAnswer(resource, req.item);
    const item: BaseAnswer = {
      ...req.item,
      answer_result: outcome.answer_result,
      score: outcome.score,
      total_score: outcome.total_score,
      percent_score: outcome.percent_score,
      is_skipped: outcome.is_skipped,
      // as the server stores it: each sub-question's choice and score
      ...(outcome.result ? { result: outcome.result } : {}),
    };
    return {
      item,
      stats: { question_id: req.item.question_id, learn_count: 1, best_score: outcome.percent_score },
    };
  };
  return { save, requests };
}

/** A stand-in for Web Audio's AudioContext that records the notes scheduled on it (success-sound tests). */
export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: "running" | "suspended" | "closed" = "running";
  currentTime = 0;
  destination = {};
  resumed = 0;
  notes: { hz: number; start: number; stop: number }[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  async resume() {
    this.resumed++;
    this.state = "running";
  }
  createGain() {
    const param = { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect() {}, disconnect() {} };
  }
  createOscillator() {
    const note = { hz: 0, start: 0, stop: 0 };
    return {
      type: "sine",
      frequency: {
        setValueAtTime: (hz: number) => {
          note.hz = hz;
        },
      },
      connect() {},
      disconnect() {},
      onended: null as null | (() => void),
      start: (t: number) => {
        note.start = t;
        this.notes.push(note);
      },
      stop: (t: number) => {
        note.stop = t;
      },
    };
  }
}
