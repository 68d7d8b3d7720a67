import type {
  OpenAnswerItem,
  SpeechAudioEncoding,
  SpeechAudioFrame,
  SpeechCategory,
  SpeechFirstFrame,
} from "@hibiki/contracts/ws/speech";

/** What the first frame carries besides the text. */
export type FirstFrameInput = {
  text: string;
  category: SpeechCategory;
  /** open_answer only: the content item (or record step) answered, whose rubric the server scores against */
  item?: OpenAnswerItem | undefined;
  /** iFlytek app id when talking to iFlytek; any short id for the offline engine */
  appId?: string | undefined;
  /** the audio frames' encoding (`aue`): raw PCM (default) or opus-wb packets */
  encoding?: SpeechAudioEncoding | undefined;
};

/**
 * Formats the reference text the way ISE expects it: a UTF-8 BOM, then `[word]` (one word per line)
 * for word reading or `[content]` for sentences and passages. The offline engine accepts it either way.
 * An open answer has no reference (the student says their own words): its text is only the task, as is
 * (possibly empty).
 * @param text - reference text
 * @param category - evaluation category
 * @returns the text field of the first frame
 */
export function iseText(text: string, category: SpeechCategory): string {
  const body = text.replace(/\r\n?/g, "\n").trim();
  if (category === "open_answer") return body;
  if (category === "read_word") return `\uFEFF[word]\n${body.split(/\s+/).join("\n")}`;
  return `\uFEFF[content]\n${body}`;
}

/**
 * Builds the first frame (status 0): app id, category and text, with ISE's audio format fields
 * (`aue` raw 16 kHz 16-bit PCM, or opus-wb packets decoded at 16 kHz) and entity en_vip (English). An open answer also names the item answered
 * (`business.item`); the item is never sent with a reading category.
 * @param input - text, category, the open answer's item, app id
 * @returns the frame object to JSON-encode
 */
export function buildFirstFrame(input: FirstFrameInput): SpeechFirstFrame {
  return {
    common: { app_id: input.appId ?? "hibiki" },
    business: {
      sub: "ise",
      ent: "en_vip",
      category: input.category,
      cmd: "ssb",
      text: iseText(input.text, input.category),
      tte: "utf-8",
      ttp_skip: true,
      aue: input.encoding ?? "raw",
      auf: "audio/L16;rate=16000",
      rstcd: "utf8",
      ...(input.category === "open_answer" && input.item
        ? { item: { res_code: input.item.res_code, question_id: input.item.question_id } }
        : {}),
    },
    data: { status: 0 },
  };
}

/**
 * Builds a middle frame (status 1) carrying one chunk of base64 audio. `aus` is ISE's audio position:
 * 1 for the first chunk, 2 afterwards.
 * @param base64 - the chunk's 16-bit little-endian PCM, or its length-prefixed Opus packets, in base64
 * @param first - whether this is the first audio chunk
 * @param encoding - the first frame's `aue`
 * @returns the frame object
 */
export function buildAudioFrame(
  base64: string,
  first: boolean,
  encoding: SpeechAudioEncoding = "raw",
): SpeechAudioFrame {
  return {
    business: { cmd: "auw", aus: first ? 1 : 2 },
    data: { status: 1, data: base64, data_type: 1, encoding },
  };
}

/**
 * Builds the last frame (status 2, `aus` 4): no more audio, please score.
 * @returns the frame object
 */
export function buildLastFrame(): SpeechAudioFrame {
  return { business: { cmd: "auw", aus: 4 }, data: { status: 2, data: "" } };
}
