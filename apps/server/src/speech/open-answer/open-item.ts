import type { OpenAnswer, Resource } from "@hibiki/exercises";

/** What the server needs to score an open answer: the rubric and the texts the answer relates to. */
export interface OpenItem {
  resCode: string;
  questionId: string;
  rubric: OpenAnswer;
  /** the question, sample answers and hints: the task's language, for the recogniser */
  texts: string[];
  /** sample answers, for the comment and the length a full answer has */
  samples: string[];
  /** the resource's level (jh1, jh2, ...) */
  level: string | undefined;
  /** the step's max_record_time or the item's record_max_time in seconds, when set (limits the socket's audio) */
  recordMaxTime?: number | undefined;
}

type Loose = Record<string, unknown>;

const seconds = (v: unknown): number | undefined => (typeof v === "number" && v > 0 ? v : undefined);

const str = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;

/** The texts of an item or step: question, screen text, samples, sample answers, hints. */
function textsOf(x: Loose): { texts: string[]; samples: string[] } {
  const samples = [
    ...((Array.isArray(x.samples) ? x.samples : []) as Loose[]).map((s) => str(s.content)),
    str(x.sample_answer),
    ...((Array.isArray(x.answer) ? x.answer : []) as Loose[]).map((a) => str(a.sample_answer)),
  ].filter((s): s is string => !!s);
  const texts = [
    str(x.audio_text),
    str(x.screen_en_text),
    str(x.screen_text),
    str(x.subtitle_en),
    str(x.hint_en),
    str(x.evaluate_text),
    ...samples,
  ].filter((s): s is string => !!s);
  return { texts: [...new Set(texts)], samples: [...new Set(samples)] };
}

/** Progress steps of an item: its own `progress` and those of its parts (integrated process). */
function stepsOf(item: Loose): Loose[] {
  const own = Array.isArray(item.progress) ? (item.progress as Loose[]) : [];
  const parts = Array.isArray(item.part_items) ? (item.part_items as Loose[]) : [];
  return [...own, ...parts.flatMap((p) => (Array.isArray(p.progress) ? (p.progress as Loose[]) : []))];
}

/**
 * Finds the open item or record step a question id names in a resource: an item with `open_answer`, or a
 * progress step with `open_answer` (the step's own question_id, else its item's). The item's texts (question, samples)
 * also count for a step, since the step answers the item's task.
 * @param resource - the built resource
 * @param questionId - the item's or step's question_id
 * @returns the open item, or undefined when the id names nothing open
 */
export function findOpenItem(resource: Resource, questionId: string): OpenItem | undefined {
  for (const raw of resource.items as unknown as Loose[]) {
    const item = raw;
    const base = { resCode: resource.res_code, questionId, level: resource.res_level };
    if (item.question_id === questionId && item.open_answer) {
      const { texts, samples } = textsOf(item);
      return {
        ...base,
        rubric: item.open_answer as OpenAnswer,
        texts,
        samples,
        recordMaxTime: seconds(item.record_max_time),
      };
    }
    for (const step of stepsOf(item)) {
      // A step without its own question_id answers under its item's (as the content build names it).
      const stepId = step.question_id ?? item.question_id;
      if (stepId !== questionId || !step.open_answer) continue;
      const own = textsOf(step);
      const parent = textsOf(item);
      // the question is often the subtitle of an audio step before the record step
      const around = stepsOf(item).flatMap((s) => textsOf(s).texts);
      return {
        ...base,
        rubric: step.open_answer as OpenAnswer,
        texts: [...new Set([...own.texts, ...parent.texts, ...around])],
        samples: own.samples.length ? own.samples : parent.samples,
        // a record step names its limit max_record_time; an item record_max_time
        recordMaxTime: seconds(step.max_record_time) ?? seconds(item.record_max_time),
      };
    }
  }
  return undefined;
}

/** Where resources are looked up: the course catalogue, and the level test's items kept apart from it. */
export interface OpenItemSource {
  resource(resCode: string): Promise<{ resource: Resource } | undefined>;
  cefrResource(resCode: string): Promise<{ resource: Resource } | undefined>;
}

/**
 * The open item (or record step) a speech socket names: in the course content, or in the CEFR-J level
 * test (its picture descriptions are open answers too).
 * @param source - the content catalogue (app.content)
 * @param ref - res_code and question_id from the socket's business frame
 * @returns the open item, or undefined when nothing open has that name
 */
export async function lookupOpenItem(
  source: OpenItemSource,
  ref: { res_code: string; question_id: string },
): Promise<OpenItem | undefined> {
  const found = (await source.resource(ref.res_code)) ?? (await source.cefrResource(ref.res_code));
  return found ? findOpenItem(found.resource, ref.question_id) : undefined;
}
