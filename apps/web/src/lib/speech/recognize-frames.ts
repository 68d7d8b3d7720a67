import type { RecognizeClientFrame, SpeechAudioEncoding } from "@hibiki/contracts/ws/speech";
import { z } from "zod";

/** Audio format of every recognition frame: 16 kHz mono (raw 16-bit PCM, or Opus decoded at 16 kHz). */
export const RECOGNIZE_AUDIO_FORMAT = "audio/L16;rate=16000";
/**
 * Silence (ms) after which iFlytek IAT ends a session by itself (its `vad_eos`); the recorder's own
 * voice-activity end is 6 s, so the engine must not stop earlier than the student. The offline engine
 * ignores the field.
 */
export const RECOGNIZE_VAD_EOS_MS = 6000;

/**
 * Builds one client frame of the recognition socket (contract `RecognizeClientFrameSchema`): status 0
 * opens the session (app id, English, dictation domain), 1 carries audio, 2 ends the audio.
 * @param status - 0 first, 1 middle, 2 last
 * @param audio - base64 audio of this frame ("" for none): PCM, or length-prefixed Opus packets
 * @param appId - iFlytek app id when talking to iFlytek; any short id for the offline engine
 * @param encoding - the audio's encoding (raw, or opus-wb on Hibiki's own socket)
 * @param partials - ask Hibiki's own server for partial results while the audio arrives (`dwa` "wpgs")
 * @returns the frame to JSON-encode
 */
export function buildRecognizeFrame(
  status: 0 | 1 | 2,
  audio: string,
  appId?: string,
  encoding: SpeechAudioEncoding = "raw",
  partials = false,
): RecognizeClientFrame {
  const data = { status, format: RECOGNIZE_AUDIO_FORMAT, encoding, audio };
  if (status !== 0) return { data };
  return {
    common: { app_id: appId ?? "hibiki" },
    business: {
      language: "en_us",
      domain: "iat",
      vad_eos: RECOGNIZE_VAD_EOS_MS,
      ...(partials ? { dwa: "wpgs" } : {}),
    },
    data,
  };
}

const WordSchema = z.looseObject({
  cw: z.array(z.looseObject({ w: z.string().max(200) })).max(20),
});
const ResultSchema = z.looseObject({
  sn: z.number().int().optional(),
  ls: z.boolean().optional(),
  /** iFlytek dynamic correction: "apd" appends, "rpl" replaces the results `rg` [first, last] */
  pgs: z.string().optional(),
  rg: z.tuple([z.number().int(), z.number().int()]).optional(),
  ws: z.array(WordSchema).max(2000).default([]),
});

/**
 * Any answer frame of the recognition socket, read leniently: the offline engine sends one status-2 frame
 * (contract `RecognizeResultFrameSchema`, with the whole `text`), after partial results (contract
 * `RecognizePartialFrameSchema`, status 1) when asked for them; iFlytek IAT sends interim frames
 * (status 0/1) before the last one, and either may send an error frame (`code` ≠ 0, `data` null).
 */
export const RecognizeAnswerFrameSchema = z.looseObject({
  code: z.number().int(),
  message: z.string().max(2000).default(""),
  sid: z.string().max(200).default(""),
  data: z
    .looseObject({
      status: z.number().int(),
      result: ResultSchema.optional(),
      text: z.string().max(20_000).optional(),
    })
    .nullable()
    .optional(),
});
export type RecognizeAnswerFrame = z.infer<typeof RecognizeAnswerFrameSchema>;
type AnswerData = NonNullable<RecognizeAnswerFrame["data"]>;

/**
 * Tidies recognised text for display: single spaces, none before punctuation, trimmed, and the capitals
 * an engine that answers in lower case leaves out (the first letter, the pronoun "I").
 * @param text - raw joined words
 * @returns the tidy text
 */
export function tidyRecognizedText(text: string): string {
  const t = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/\bi\b/g, "I")
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The recognised text so far, built from the answer frames: the offline engine's whole `text`, or
 * iFlytek's results ordered by `sn`, with "rpl" results replacing the range they name.
 */
export class RecognizedTranscript {
  private readonly parts = new Map<number, string>();
  private whole: string | null = null;

  /**
   * Adds one answer frame's data.
   * @param data - the frame's data (status, result, text)
   */
  apply(data: AnswerData): void {
    if (typeof data.text === "string") this.whole = data.text;
    const r = data.result;
    if (!r) return;
    const sn = r.sn ?? this.parts.size + 1;
    if (r.pgs === "rpl" && r.rg) {
      for (let i = r.rg[0]; i <= r.rg[1]; i++) this.parts.delete(i);
    }
    const words = r.ws.map((w) => w.cw[0]?.w ?? "").filter((w) => w.trim() !== "");
    this.parts.set(sn, words.join(" "));
  }

  /** @returns the text recognised so far ("" when nothing) */
  text(): string {
    if (this.whole !== null) return tidyRecognizedText(this.whole);
    const ordered = [...this.parts.entries()].sort((a, b) => a[0] - b[0]).map(([, w]) => w);
    return tidyRecognizedText(ordered.join(" "));
  }
}
