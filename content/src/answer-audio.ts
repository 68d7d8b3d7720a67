import { isAnswerAudioKind } from "@hibiki/exercises";
import type { ContentError } from "./errors.ts";
import type { PathMapper } from "./validate.ts";
import type { YamlSource } from "./yaml-source.ts";

/**
 * The fields that would give an item an audio other than its model answer: a script of lines (a dialogue,
 * a spoken question) or a ready-made file. `audio_text` stays allowed: it says the model answer in
 * words the synthesiser reads better ("Mount Fuji" for "Mt. Fuji").
 */
const QUESTION_AUDIO_FIELDS = ["audio_script", "audio_file"] as const;

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * Items of answer-audio kinds (word choice, ordering, translation…: ANSWER_AUDIO_KINDS) must not carry a
 * question audio: their audio is the model answer, made from screen_en_text (or an audio_text saying it),
 * and the players play it only after the student has answered. An audio_script or audio_file written on
 * such an item is refused: the author would expect it to play as the question, which it never does, and
 * the item's audio is always its answer. Checked on the
 * YAML as written (before the audio plan turns screen_en_text into audio_file): top-level items of the
 * resource's kind, mixed items of their own `kind`, and multi-part `part_items` of their `part_type`.
 * @param resource - the resource as written (items not yet planned)
 * @param kind - the resource's kind
 * @param source - the YAML file
 * @param toYaml - maps resource paths to YAML paths
 * @returns one error per offending field
 */
export function answerAudioErrors(
  resource: Json,
  kind: string,
  source: YamlSource,
  toYaml: PathMapper,
): ContentError[] {
  const errors: ContentError[] = [];
  const check = (item: unknown, itemKind: unknown, path: PropertyKey[]) => {
    if (!isRecord(item) || typeof itemKind !== "string" || !isAnswerAudioKind(itemKind)) return;
    for (const field of QUESTION_AUDIO_FIELDS) {
      if (item[field] === undefined) continue;
      const at = [...path, field];
      errors.push(
        source.error(
          toYaml(at),
          `${itemKind} items have no question audio: their audio is the model answer (screen_en_text, or audio_text saying it), played only after answering; remove ${field}`,
          at,
        ),
      );
    }
  };
  const items = Array.isArray(resource.items) ? resource.items : [];
  items.forEach((item, i) => {
    if (!isRecord(item)) return;
    check(item, kind === "mixed" ? item.kind : kind, ["items", i]);
    if (Array.isArray(item.part_items))
      item.part_items.forEach((part, j) => {
        check(part, item.part_type, ["items", i, "part_items", j]);
      });
  });
  return errors;
}
