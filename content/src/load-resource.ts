import { createHash } from "node:crypto";
import { z } from "zod";
import { answerAudioErrors } from "./answer-audio.ts";
import type { AudioJob } from "./audio.ts";
import { planAudio, takeVoices } from "./audio-plan.ts";
import type { ContentError } from "./errors.ts";
import { isKnownKind, KNOWN_KINDS, resourceSchemaFor } from "./schemas.ts";
import { type PathMapper, validateWith } from "./validate.ts";
import { expandWithWordNet } from "./wordnet/expand.ts";
import { parseYamlSource, type YamlSource } from "./yaml-source.ts";

/** A resource file after validation, ready to be versioned and written. */
export interface LoadedResource {
  file: string;
  res_code: string;
  res_id: number;
  kind: string;
  title: { ja: string; en: string };
  /** the resource.json body without res_version (it is derived from this) */
  resource: Record<string, unknown>;
  audio: AudioJob[];
  source: YamlSource;
}

/** Build-level fields of meta; the rest of meta is validated by the kind's resource schema. */
const MetaSchema = z.looseObject({
  res_code: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{2,63}$/, "res_code must be 3-64 characters of a-z, 0-9 and '-'"),
  kind: z.string().refine(isKnownKind, {
    message: `unknown kind; use one of ${KNOWN_KINDS.join(", ")}`,
  }),
  res_title: z.string().min(1, "res_title (Japanese title) must not be empty"),
  res_title_en: z.string().min(1, "res_title_en (English title) must not be empty"),
});

const FileSchema = z.strictObject({
  meta: z.looseObject({}),
  items: z.array(z.looseObject({})).optional(),
});

/** Stable numeric id from the res_code, so ids never change when files are added or reordered. */
export function resIdFor(resCode: string): number {
  return (createHash("sha256").update(resCode).digest().readUInt32BE(0) % 900_000_000) + 100_000_000;
}

/** YAML layout: resource fields live under meta, items at the top. */
const toYaml: PathMapper = (path) => (path[0] === "items" ? [...path] : ["meta", ...path]);

/** Lists whose entries carry an index that authors may leave out (counted from 0, like the spec's "No.n"). */
const INDEXED_LISTS = new Set([
  "items",
  "answers",
  "choose",
  "questions",
  "part_items",
  "question_items",
  "answer_items",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Fills missing index fields in place. */
function fillIndexes(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(fillIndexes);
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, child] of Object.entries(node)) {
    if (INDEXED_LISTS.has(key) && Array.isArray(child)) {
      child.forEach((entry, i) => {
        if (isRecord(entry) && entry.index === undefined) entry.index = i;
      });
    }
    fillIndexes(child);
  }
}

/** Japanese characters and full-width punctuation (hiragana, katakana, kanji, CJK and full-width forms). */
const CJK = "\\u3000-\\u30ff\\u4e00-\\u9fff\\uff00-\\uffef";
const SPACE_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t\\n]+(?=[${CJK}])`, "g");

/**
 * Folded YAML (>-) joins lines with a space, which is wrong between two Japanese characters; authors can
 * wrap long Japanese text freely and the build removes those spaces (never between English words).
 */
function joinJapaneseLines(node: unknown): unknown {
  if (typeof node === "string") return node.replace(SPACE_BETWEEN_CJK, "$1");
  if (Array.isArray(node)) return node.map(joinJapaneseLines);
  if (!isRecord(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, joinJapaneseLines(v)]));
}

/** Read-aloud items are scored against evaluate_text; by default that is the sentence shown. */
function fillEvaluateText(resource: Record<string, unknown>): void {
  if (!Array.isArray(resource.items)) return;
  for (const item of resource.items) {
    if (!isRecord(item) || item.evaluate_text !== undefined) continue;
    if (
      (item.category === "read_sentence" || item.category === "read_word") &&
      typeof item.screen_en_text === "string"
    ) {
      item.evaluate_text = item.screen_en_text;
    }
  }
}

function duplicateQuestionIds(resource: Record<string, unknown>, source: YamlSource): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) {
      for (const [i, c] of node.entries()) visit(c, [...path, i]);
      return;
    }
    if (!node || typeof node !== "object") return;
    const rec = node as Record<string, unknown>;
    if (rec.question_id !== undefined && path.length > 0) {
      const id = String(rec.question_id);
      const first = seen.get(id);
      const here = [...path, "question_id"];
      if (first)
        errors.push(
          source.error(toYaml(here), `duplicate question_id "${id}" (first used at ${first})`, here),
        );
      else seen.set(id, here.map(String).join("."));
    }
    for (const [key, child] of Object.entries(rec)) visit(child, [...path, key]);
  };
  visit(resource.items, ["items"]);
  return errors;
}

/**
 * Parses and validates one resource file: YAML syntax, meta, audio directives, the kind's schema,
 * unknown fields and duplicate question ids; then adds WordNet synonyms to open-answer rubrics and
 * chat-bot options (wordnet/expand.ts). Never throws for bad content.
 * @param file - path shown in messages (relative to the repository root)
 * @param text - file contents
 * @returns the loaded resource, or the errors
 */
export function loadResource(
  file: string,
  text: string,
): { loaded?: LoadedResource; errors: ContentError[] } {
  const parsed = parseYamlSource(file, text);
  if (!parsed.source) return { errors: parsed.errors };
  const source = parsed.source;
  if (source.data === null || source.data === undefined) {
    return {
      errors: [
        { file, line: 0, col: 0, field: "", message: "the file is empty; a resource needs meta and items" },
      ],
    };
  }
  const shape = validateWith(FileSchema, source.data, source);
  if (!shape.data) return { errors: shape.errors };
  const metaCheck = validateWith(MetaSchema, shape.data.meta, source, (p) => ["meta", ...p], []);
  if (!metaCheck.data) return { errors: metaCheck.errors };
  const meta = joinJapaneseLines(shape.data.meta) as Record<string, unknown>;
  const res_code = metaCheck.data.res_code;
  const title = { ja: metaCheck.data.res_title, en: metaCheck.data.res_title_en };
  delete meta.res_title_en;
  const res_id = resIdFor(res_code);
  const resource: Record<string, unknown> = {
    res_code,
    res_id,
    // Placeholder so the schema sees a complete resource; the real value is a digest of the result.
    res_version: 1,
    // The spec's numeric practice-type codes are not published; the kind is the type unless meta says otherwise.
    res_type: metaCheck.data.kind,
    ...meta,
    items: joinJapaneseLines(shape.data.items ?? []),
  };
  // Before the audio plan, which turns audio_text / audio_script into audio_file.
  const answerAudio = answerAudioErrors(resource, metaCheck.data.kind, source, toYaml);
  const voices = takeVoices(resource, source, toYaml);
  const audio = planAudio(resource, voices.book, source, toYaml);
  const pre = [...answerAudio, ...voices.errors, ...audio.errors, ...duplicateQuestionIds(resource, source)];
  fillIndexes(resource);
  fillEvaluateText(resource);
  const checked = validateWith(resourceSchemaFor(metaCheck.data.kind), resource, source, toYaml);
  const errors = [...pre, ...checked.errors];
  if (errors.length > 0 || !checked.data) return { errors };
  // After validation, so authors' slots are checked as written; the expanded slots are what the matcher sees.
  expandWithWordNet(checked.data as Record<string, unknown>);
  return {
    loaded: {
      file,
      res_code,
      res_id,
      kind: metaCheck.data.kind,
      title,
      resource: checked.data as Record<string, unknown>,
      audio: audio.jobs,
      source,
    },
    errors: [],
  };
}
