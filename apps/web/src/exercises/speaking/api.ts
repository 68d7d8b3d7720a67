import { appEvaluationService, poorlyWordsCollect, uploadMp3 } from "@hibiki/contracts";
import type { PracticeWordLists } from "@hibiki/exercises";
import { call } from "@web/lib/api-client.ts";
import { fetchAppConfig } from "@web/lib/app-config.ts";
import { loadEvaluationXml } from "@web/lib/speech/evaluation-xml.ts";
import { loadEvaluationUrl } from "@web/lib/speech/load-url.ts";

/**
 * The speaking players' calls: the signed evaluation socket URL, the mp3 upload and the kept result XML of
 * an answer. The only place in the speaking UI that talks to the API; tests replace these through the
 * SpeakingServices context.
 */
export type SpeakingApi = {
  /** signed speech socket URL (app/new-evaluation-service, one retry) */
  loadSocketUrl: () => Promise<string>;
  /** uploads a take's mp3; resolves with data.file (a playable URL) */
  uploadRecording: (mp3: Blob) => Promise<string>;
  /** collects a take's poorly-read words (POST poorly-words); optional so older test fakes still fit */
  collectPoorlyWords?: (words: string) => Promise<void>;
  /**
   * the result XML behind a stored evaluate_result (null when it refers to none); optional so older test
   * fakes still fit (the real loader is used then)
   */
  loadEvaluationXml?: (ref: string, signal?: AbortSignal) => Promise<string | null>;
  /**
   * the config's poorly_words and white_list_words, which decide the words to practise (練習したい語);
   * optional so older test fakes still fit (without it only the spec's fixed rules apply)
   */
  loadWordLists?: () => Promise<PracticeWordLists>;
};

/**
 * Loads `evaluation_server_url` with the spec's one retry; toasts of the API client are suppressed
 * because the player shows its own failure message.
 * @returns the socket URL
 * @throws the last failure when both attempts fail
 */
export function loadSocketUrl(): Promise<string> {
  return loadEvaluationUrl(async () => {
    const data = await call(appEvaluationService, { suppressToast: true });
    return data.evaluation_server_url;
  });
}

/**
 * Uploads a recording (POST upload/mp3, multipart field `file`).
 * @param mp3 - the take's mp3
 * @returns data.file, the signed URL the recording plays from
 * @throws ApiError when the upload is refused (not an mp3, too large) or the network fails
 */
export async function uploadRecording(mp3: Blob): Promise<string> {
  const file = new File([mp3], "recording.mp3", { type: "audio/mpeg" });
  // The contract declares no body schema for the multipart upload; the client sends Blobs as FormData.
  const data = await call(uploadMp3, { body: { file } as never });
  return data.file;
}

/**
 * Collects the poorly-read words of a scored take (joined by "|"); the server applies the spec's rules
 * (no apostrophes, not numeric, not already collected, not blacklisted). Quiet: a failure costs nothing.
 * @param words - the take's poorly_words
 */
export async function collectPoorlyWords(words: string): Promise<void> {
  if (words.trim() === "") return;
  await call(poorlyWordsCollect, { body: { words }, suppressToast: true });
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

/**
 * The config's word lists, from the page's one config request (lib/app-config.ts).
 * @returns poorly_words as `excluded`, white_list_words as `whiteList`
 */
export async function loadWordLists(): Promise<PracticeWordLists> {
  const config = await fetchAppConfig();
  return { excluded: strings(config.poorly_words), whiteList: strings(config.white_list_words) };
}

/** The real API, used unless a test provides another. */
export const speakingApi: SpeakingApi = {
  loadSocketUrl,
  uploadRecording,
  collectPoorlyWords,
  loadEvaluationXml: (ref, signal) => loadEvaluationXml(ref, { signal }),
  loadWordLists,
};
