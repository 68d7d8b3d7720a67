import { z } from "zod";

/**
 * The speech-evaluation websocket (`GET /v3/speech/evaluate`), shaped like iFlytek ISE so a school
 * can switch engines by configuration: the client sends a first frame (status 0: text and category),
 * middle frames (status 1: base64 audio) and a last frame (status 2); the server answers once with the
 * base64 ISE XML, or with an error frame, and closes. The audio is raw PCM (16 kHz 16-bit mono, `aue`
 * "raw") or Opus packets (`aue` "opus-wb", see {@link SPEECH_AUDIO_ENCODINGS}).
 */

/**
 * Audio encodings of both speech sockets: the evaluation socket's `business.aue`, the recognition
 * socket's `data.encoding` (of its first frame; later frames may repeat it, never change it).
 * - `raw`: 16 kHz 16-bit little-endian mono PCM, base64 (256 kbps before base64); the default.
 * - `opus-wb`: wideband Opus (RFC 6716), mono, decoded at 16 kHz, as WebCodecs' AudioEncoder writes it
 *   (one Opus packet per 20 ms). A frame's `data` is the base64 of whole packets, each preceded by its
 *   length as 2 bytes big-endian: `len₁ packet₁ len₂ packet₂ …`. A length is 1…OPUS_MAX_PACKET_BYTES,
 *   the lengths tile the data exactly, and a frame holds at most OPUS_MAX_PACKETS_PER_FRAME packets;
 *   anything else, or a packet the decoder refuses, is audio_decode (10161). A packet never spans two
 *   frames. The decoded audio counts against the same limits as raw audio (SPEECH_MAX_AUDIO_BYTES).
 */
export const SPEECH_AUDIO_ENCODINGS = ["raw", "opus-wb"] as const;
export type SpeechAudioEncoding = (typeof SPEECH_AUDIO_ENCODINGS)[number];
/** Largest Opus packet (RFC 6716 §3.2.1: one frame's compressed size). */
export const OPUS_MAX_PACKET_BYTES = 1275;
/** Most Opus packets in one socket frame: 2 s of 20 ms packets (a 200 ms chunk has 10). */
export const OPUS_MAX_PACKETS_PER_FRAME = 100;
/**
 * Bitrate the client's Opus encoder is set to: with the 2-byte lengths, base64 and the JSON of one
 * frame per 200 ms this is about 27 kbps on the wire, under the 32 kbps a student may use.
 */
export const OPUS_BITRATE = 16_000;
/** Duration of one Opus packet the client writes, in ms. */
export const OPUS_FRAME_MS = 20;

/**
 * Evaluation categories the engine scores. `open_answer` is a Hibiki extension (iFlytek names such tasks
 * topic / picture_talk / retell): the student says their own answer to a content item, named in
 * `business.item`; the server recognises it and scores content, language and delivery.
 */
export const SPEECH_CATEGORIES = ["read_word", "read_sentence", "read_chapter", "open_answer"] as const;
export const SpeechCategorySchema = z.enum(SPEECH_CATEGORIES);
export type SpeechCategory = z.infer<typeof SpeechCategorySchema>;

/** Longest accepted reference text per category; longer texts get paper_error 28682. */
export const SPEECH_TEXT_LIMITS: Record<SpeechCategory, { maxChars: number; maxWords: number }> = {
  read_word: { maxChars: 400, maxWords: 30 },
  read_sentence: { maxChars: 1200, maxWords: 200 },
  read_chapter: { maxChars: 6000, maxWords: 1000 },
  // the text of an open answer is not read: it may be empty (the item's rubric comes from the content)
  open_answer: { maxChars: 2000, maxWords: 300 },
};

/** The content item (or record step) an open answer belongs to. */
export const OpenAnswerItemSchema = z.object({
  res_code: z.string().min(1).max(64),
  question_id: z.string().min(1).max(64),
});
export type OpenAnswerItem = z.infer<typeof OpenAnswerItemSchema>;
/** Longest evaluate_result URL the answer schema stores (packages/exercises answer schema caps it at 500). */
export const EVALUATE_RESULT_URL_MAX = 500;
/** Longest accepted recording: 5 minutes of 16 kHz 16-bit mono. */
export const SPEECH_MAX_AUDIO_SECONDS = 300;
export const SPEECH_MAX_AUDIO_BYTES = SPEECH_MAX_AUDIO_SECONDS * 16000 * 2;

/**
 * Error codes sent in error frames (iFlytek-like numbers). The spec maps 28693/28682/30005 to the
 * paper_error toast, 10002/10004 to thread_not_enough and 32101 to serve_error; others are other_error.
 */
export const SPEECH_ERROR_CODES = {
  /** text empty or without any word */
  paper_empty: 28693,
  /** text longer than SPEECH_TEXT_LIMITS */
  paper_too_long: 28682,
  /** unknown category or unusable text */
  paper_invalid: 30005,
  /** every engine worker busy and the queue full */
  thread_not_enough: 10002,
  /** the engine is not running (starting up or shut down) */
  engine_unavailable: 10004,
  /** the engine failed or timed out */
  serve_error: 32101,
  /** a text frame that is not JSON, or a binary frame */
  frame_not_json: 10160,
  /** audio that is not valid base64, or (opus-wb) a malformed packet or packet framing */
  audio_decode: 10161,
  /** a frame that breaks the protocol (fields, order) */
  frame_invalid: 10163,
  /** no frame for too long */
  idle_timeout: 10114,
  /** more than SPEECH_MAX_AUDIO_SECONDS of audio */
  audio_too_long: 10222,
} as const;
export type SpeechErrorName = keyof typeof SPEECH_ERROR_CODES;
export type SpeechErrorCode = (typeof SPEECH_ERROR_CODES)[SpeechErrorName];

/** Toast key the spec shows for a speech error code (1006 is the browser's abnormal close). */
export type SpeechToastKey =
  | "paper_error"
  | "thread_not_enough"
  | "serve_error"
  | "network_error"
  | "other_error";

/**
 * Maps a speech error code to the toast of spec §"Speech codes".
 * @param code error frame code or websocket close code
 * @returns the toast key
 */
export function speechToastKey(code: number): SpeechToastKey {
  if (code === 28693 || code === 28682 || code === 30005) return "paper_error";
  if (code === 10002 || code === 10004) return "thread_not_enough";
  if (code === 32101) return "serve_error";
  if (code === 1006) return "network_error";
  return "other_error";
}

/** First frame: who, what to read, and optionally the first audio chunk. */
export const SpeechFirstFrameSchema = z.object({
  common: z.object({ app_id: z.string().max(64) }).loose(),
  business: z
    .object({
      category: z.string().max(32),
      text: z.string().max(20_000),
      cmd: z.literal("ssb"),
      ent: z.string().max(32).optional(),
      sub: z.string().max(32).optional(),
      aue: z.string().max(32).optional(),
      auf: z.string().max(64).optional(),
      /** open_answer only: which item's rubric to score against */
      item: OpenAnswerItemSchema.optional(),
    })
    .loose(),
  data: z.object({ status: z.literal(0), data: z.string().optional() }).loose(),
});
export type SpeechFirstFrame = z.infer<typeof SpeechFirstFrameSchema>;

/** Middle (status 1) and last (status 2) frames: base64 audio in the first frame's `aue`. */
export const SpeechAudioFrameSchema = z.object({
  common: z
    .object({ app_id: z.string().max(64) })
    .loose()
    .optional(),
  business: z
    .object({ cmd: z.literal("auw"), aus: z.union([z.literal(1), z.literal(2), z.literal(4)]).optional() })
    .loose()
    .optional(),
  data: z.object({ status: z.union([z.literal(1), z.literal(2)]), data: z.string().optional() }).loose(),
});
export type SpeechAudioFrame = z.infer<typeof SpeechAudioFrameSchema>;

/** Any client frame. */
export const SpeechClientFrameSchema = z.union([SpeechFirstFrameSchema, SpeechAudioFrameSchema]);
export type SpeechClientFrame = z.infer<typeof SpeechClientFrameSchema>;

/** Hibiki extension next to the XML: the study report and poorly-read word candidates. */
export const SpeechReportSchema = z.object({
  study_report: z.object({
    leak: z.number().int().nonnegative(),
    repeat: z.number().int().nonnegative(),
    speed: z.number().nonnegative(),
    info: z.string(),
    errorwords: z.array(z.string()),
  }),
  poorly_words: z.array(z.string()),
});
export type SpeechReport = z.infer<typeof SpeechReportSchema>;

/** The answer: status 2 with the base64 UTF-8 ISE XML. */
export const SpeechResultFrameSchema = z.object({
  code: z.literal(0),
  message: z.literal("success"),
  sid: z.string(),
  data: z.object({
    status: z.literal(2),
    data: z.string(),
    report: SpeechReportSchema.optional(),
    /**
     * Hibiki extension: signed URL of the XML kept by the server (`/v3/files/eval/<sid>.xml?sig=`), stored
     * as the answer's evaluate_result so a teacher can see the word-level result later. Missing when the
     * server could not keep it.
     */
    evaluate_result: z.string().max(EVALUATE_RESULT_URL_MAX).optional(),
  }),
});
export type SpeechResultFrame = z.infer<typeof SpeechResultFrameSchema>;

/** An error; the server closes the socket right after it. */
export const SpeechErrorFrameSchema = z.object({
  code: z.number().int().positive(),
  message: z.string(),
  sid: z.string(),
  data: z.null(),
});
export type SpeechErrorFrame = z.infer<typeof SpeechErrorFrameSchema>;

/** Any server frame. */
export const SpeechServerFrameSchema = z.union([SpeechResultFrameSchema, SpeechErrorFrameSchema]);
export type SpeechServerFrame = z.infer<typeof SpeechServerFrameSchema>;

/**
 * Recognition socket (`GET /v3/speech/recognize`, iFlytek IAT-shaped): free speech to text for the
 * chat-bot and shadow tracking. Frames carry `data.audio` (base64 audio in the first frame's
 * `data.encoding`: raw PCM or opus-wb, see SPEECH_AUDIO_ENCODINGS) with status 0, 1, 2; the server
 * answers with the recognised words and closes.
 * With `business.dwa` "wpgs" in the first frame (iFlytek's dynamic correction) the server also sends
 * partial results while the audio arrives (RecognizePartialFrameSchema, status 1), at least after every
 * {@link RECOGNIZE_PARTIAL_EVERY_MS} of new audio while it keeps up, each appending words (`pgs` "apd") or
 * replacing the results `rg` [first sn, last sn] (`pgs` "rpl"), then the final result (status 2, all
 * words, replacing every partial). Without it the server answers once, after the last frame.
 */
export const RecognizeClientFrameSchema = z.object({
  common: z
    .object({ app_id: z.string().max(64) })
    .loose()
    .optional(),
  business: z
    .object({
      language: z.string().max(16).optional(),
      domain: z.string().max(16).optional(),
      /** "wpgs": send partial results while the audio arrives (first frame only) */
      dwa: z.string().max(16).optional(),
    })
    .loose()
    .optional(),
  data: z
    .object({
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      format: z.string().max(64).optional(),
      encoding: z.string().max(16).optional(),
      audio: z.string().optional(),
    })
    .loose(),
});
export type RecognizeClientFrame = z.infer<typeof RecognizeClientFrameSchema>;

/**
 * Most audio between two partial results (when the engine keeps up; a busy one sends fewer). 0.4 s keeps
 * every live word within 1 s of being spoken while a class of 40 records on 2 cores (0.5 s left 1-3 of 46
 * words at 1.0-1.07 s), for about a third more live decoding (bench/speech.mjs --class 40).
 */
export const RECOGNIZE_PARTIAL_EVERY_MS = 400;

const RecognizedWordSchema = z.object({
  bg: z.number().int(),
  cw: z.array(z.object({ w: z.string(), sc: z.number() })),
});

/**
 * A partial result (only with `business.dwa` "wpgs"): result `sn` appends its words to the text so far
 * (`pgs` "apd"), or replaces the results numbered `rg` [first, last] with them (`pgs` "rpl").
 */
export const RecognizePartialFrameSchema = z.object({
  code: z.literal(0),
  message: z.literal("success"),
  sid: z.string(),
  data: z.object({
    status: z.literal(1),
    result: z.object({
      sn: z.number().int().positive(),
      ls: z.literal(false),
      pgs: z.enum(["apd", "rpl"]),
      rg: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
      ws: z.array(RecognizedWordSchema),
    }),
  }),
});
export type RecognizePartialFrame = z.infer<typeof RecognizePartialFrameSchema>;

/** IAT result: words (`ws`) with their start frame (`bg`, 10 ms) and candidates (`cw`). */
export const RecognizeResultFrameSchema = z.object({
  code: z.literal(0),
  message: z.literal("success"),
  sid: z.string(),
  data: z.object({
    status: z.literal(2),
    result: z.object({
      sn: z.number().int(),
      ls: z.boolean(),
      /** after partial results: "rpl" with `rg` [1, last partial's sn] (the words are all the text) */
      pgs: z.enum(["apd", "rpl"]).optional(),
      rg: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
      ws: z.array(RecognizedWordSchema),
    }),
    /** the whole recognised text, for convenience */
    text: z.string(),
  }),
});
export type RecognizeResultFrame = z.infer<typeof RecognizeResultFrameSchema>;
