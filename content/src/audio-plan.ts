import type { AudioJob, AudioLine, Voice } from "./audio.ts";
import { VOICES } from "./audio.ts";
import type { ContentError } from "./errors.ts";
import type { PathMapper } from "./validate.ts";
import type { YamlSource } from "./yaml-source.ts";

/** Item fields whose English text becomes the item's model audio when the author gives no audio_text. */
const MODEL_TEXT_FIELDS = ["screen_en_text", "evaluate_text"] as const;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isVoice(value: unknown): value is Voice {
  return typeof value === "string" && (VOICES as readonly string[]).includes(value);
}

/** Top-level items and the resource's full_text get model audio from their English text by default. */
function takesModelAudio(path: readonly PropertyKey[]): boolean {
  return (path.length === 2 && path[0] === "items") || (path.length === 1 && path[0] === "full_text");
}

/** Whether the node at path is an entry of a list named `list` (e.g. a step of `progress`). */
function isEntryOf(path: readonly PropertyKey[], list: string): boolean {
  return path.length >= 2 && path[path.length - 2] === list && typeof path[path.length - 1] === "number";
}

/**
 * A step of a progress programme (narration, speaking multi-step, integrated-process parts). Its audio
 * lives in audio_path (ProgressStepSchema has no audio_file).
 */
function isProgressStep(path: readonly PropertyKey[]): boolean {
  return isEntryOf(path, "progress");
}

/** The field an audio directive fills: audio_file, or audio_path on progress steps (with the prefix). */
function audioTarget(path: readonly PropertyKey[], prefix: string): string {
  return `${prefix}${isProgressStep(path) ? "audio_path" : "audio_file"}`;
}

/**
 * Fields whose English text becomes the node's model audio when the author gives no audio directive:
 * top-level items and full_text speak their model sentence, an "audio" progress step says its English
 * subtitle, and a chat-bot bot line (question_items entry) says its screen_text.
 */
function modelTextFields(node: Json, path: readonly PropertyKey[]): readonly string[] {
  if (takesModelAudio(path)) return MODEL_TEXT_FIELDS;
  if (isProgressStep(path) && node.type === "audio") return ["subtitle_en"];
  if (isEntryOf(path, "question_items")) return ["screen_text"];
  return [];
}

/** Whether a node already names its audio file (audio_file, or audio_path / audioPath on a step). */
function hasAudioFile(node: Json, path: readonly PropertyKey[]): boolean {
  if (isProgressStep(path)) return node.audio_path !== undefined || node.audioPath !== undefined;
  return node.audio_file !== undefined;
}

/** Resolves who speaks: an item's speaker maps to that speaker's voice, otherwise the resource default. */
export interface VoiceBook {
  defaultVoice: Voice;
  bySpeaker: Map<string, Voice>;
}

/**
 * Reads voices from meta.voice and meta.speakers[].voice, removing the build-only "voice" keys.
 * @param resource - the resource object (mutated: voice keys removed)
 * @param source - the YAML file
 * @param toYaml - maps resource paths to YAML paths
 * @returns the voice book and errors for unknown voices
 */
export function takeVoices(resource: Json, source: YamlSource, toYaml: PathMapper) {
  const errors: ContentError[] = [];
  const book: VoiceBook = { defaultVoice: "slt", bySpeaker: new Map() };
  const bad = (path: PropertyKey[]) =>
    errors.push(source.error(toYaml(path), `unknown voice; use one of ${VOICES.join(", ")}`, path));
  if (resource.voice !== undefined) {
    if (isVoice(resource.voice)) book.defaultVoice = resource.voice;
    else bad(["voice"]);
    delete resource.voice;
  }
  if (Array.isArray(resource.speakers)) {
    resource.speakers.forEach((speaker, i) => {
      if (!isRecord(speaker) || speaker.voice === undefined) return;
      if (!isVoice(speaker.voice)) bad(["speakers", i, "voice"]);
      else if (typeof speaker.name === "string") book.bySpeaker.set(speaker.name, speaker.voice);
      delete speaker.voice;
    });
  }
  return { book, errors };
}

function voiceFor(book: VoiceBook, speaker: unknown, explicit: unknown): Voice {
  if (isVoice(explicit)) return explicit;
  if (typeof speaker === "string") return book.bySpeaker.get(speaker) ?? book.defaultVoice;
  return book.defaultVoice;
}

function fileNameFor(node: Json, path: readonly PropertyKey[], prefix: string): string {
  const base =
    typeof node.question_id === "string" || typeof node.question_id === "number"
      ? String(node.question_id)
      : path.map(String).join("-") || "resource";
  const suffix = prefix ? `-${prefix.replace(/_$/, "")}` : "";
  return `${`${base}${suffix}`.replace(/[^A-Za-z0-9_-]/g, "_")}.mp3`;
}

/**
 * Replaces every audio_text / audio_script in the resource with an audio_file name (audio_path on
 * progress steps) and lists what to synthesise; top-level items without audio get their model sentence
 * (screen_en_text / evaluate_text), "audio" progress steps their subtitle_en, chat-bot bot lines their
 * screen_text. An "audio" step left without any audio is an error.
 * @param resource - the resource object (mutated)
 * @param book - voices
 * @param source - the YAML file
 * @param toYaml - maps resource paths to YAML paths
 * @returns the jobs and any errors (bad audio_script lines, audio_file given together with audio_text)
 */
export function planAudio(resource: Json, book: VoiceBook, source: YamlSource, toYaml: PathMapper) {
  const jobs: AudioJob[] = [];
  const errors: ContentError[] = [];
  const fail = (path: PropertyKey[], message: string) =>
    errors.push(source.error(toYaml(path), message, path));

  const visit = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) visit(child, [...path, i]);
      return;
    }
    if (!isRecord(node)) return;
    // "audio_text" fills audio_file; "intro_audio_text" fills intro_audio_file, and so on.
    const prefixes = new Set(
      Object.keys(node)
        .map((k) => /^(.*?)audio_(text|script)$/.exec(k)?.[1])
        .filter((p): p is string => p !== undefined),
    );
    if (prefixes.size === 0 && modelTextFields(node, path).length > 0) prefixes.add("");
    for (const prefix of prefixes) {
      const lines = linesOf(node, path, prefix);
      if (!lines) continue;
      const target = audioTarget(path, prefix);
      const given = prefix === "" ? hasAudioFile(node, path) : node[target] !== undefined;
      if (
        given &&
        (node[`${prefix}audio_text`] !== undefined || node[`${prefix}audio_script`] !== undefined)
      ) {
        fail(
          [...path, target],
          `give either ${target} or ${prefix}audio_text/${prefix}audio_script, not both`,
        );
      }
      const name = fileNameFor(node, path, prefix);
      if (jobs.some((j) => j.name === name)) fail(path, `two recordings would both be named ${name}`);
      jobs.push({ name, lines });
      delete node[`${prefix}audio_text`];
      delete node[`${prefix}audio_script`];
      delete node[`${prefix}audio_voice`];
      // Paths in resource.json are relative to the resource's version folder, like every other asset.
      node[target] = `audio/${name}`;
    }
    if (isProgressStep(path) && node.type === "audio" && !hasAudioFile(node, path))
      fail(path, "an audio step needs audio_text, audio_script, subtitle_en (spoken) or audio_path");
    for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
  };

  const linesOf = (node: Json, path: PropertyKey[], prefix: string): AudioLine[] | undefined => {
    const textKey = `${prefix}audio_text`;
    const scriptKey = `${prefix}audio_script`;
    const voiceKey = `${prefix}audio_voice`;
    const text = node[textKey];
    if (typeof text === "string" && text.trim() !== "") {
      if (node[voiceKey] !== undefined && !isVoice(node[voiceKey]))
        fail([...path, voiceKey], `unknown voice; use one of ${VOICES.join(", ")}`);
      return [{ text, voice: voiceFor(book, node.speaker, node[voiceKey]) }];
    }
    if (text !== undefined) fail([...path, textKey], `${textKey} must be a non-empty string`);
    const script = node[scriptKey];
    if (script !== undefined) {
      if (!Array.isArray(script) || script.length === 0) {
        fail([...path, scriptKey], `${scriptKey} must be a list of { speaker, text } lines`);
        return undefined;
      }
      const out: AudioLine[] = [];
      script.forEach((line, i) => {
        if (!isRecord(line) || typeof line.text !== "string" || line.text.trim() === "") {
          fail([...path, scriptKey, i], "each line needs a text (and optionally speaker or voice)");
          return;
        }
        if (line.voice !== undefined && !isVoice(line.voice))
          fail([...path, scriptKey, i, "voice"], `unknown voice; use one of ${VOICES.join(", ")}`);
        out.push({ text: line.text, voice: voiceFor(book, line.speaker, line.voice) });
      });
      return out.length > 0 ? out : undefined;
    }
    if (prefix === "" && !hasAudioFile(node, path) && node.no_audio !== true) {
      for (const field of modelTextFields(node, path)) {
        const text = node[field];
        if (typeof text === "string" && text.trim() !== "") {
          if (node[voiceKey] !== undefined && !isVoice(node[voiceKey]))
            fail([...path, voiceKey], `unknown voice; use one of ${VOICES.join(", ")}`);
          return [{ text, voice: voiceFor(book, node.speaker, node[voiceKey]) }];
        }
      }
    }
    return undefined;
  };

  visit(resource, []);
  stripFlag(resource);
  return { jobs, errors };
}

/** Removes the build-only "no_audio" flag from items. */
function stripFlag(resource: Json) {
  if (!Array.isArray(resource.items)) return;
  for (const item of resource.items) if (isRecord(item)) delete item.no_audio;
}
