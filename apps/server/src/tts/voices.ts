import { PLAY_SPEEDS } from "@hibiki/contracts";

/**
 * Friendly speaker ids for model audio, mapped to the Debian flite voices installed on the server.
 * Several voices exist so that the two or three speakers of a dialogue sound different.
 */
export type VoiceDef = {
  /** flite `-voice` name */
  flite: string;
  /** extra `--setf` features (e.g. a higher pitch target to make a second female speaker) */
  features: Record<string, number>;
};

/** Speaker ids accepted by `synthesize` and `GET /v3/tts/speak`. */
export const VOICES = {
  female1: { flite: "slt", features: {} },
  // flite ships a single female voice: a raised pitch target gives a second, distinguishable speaker.
  female2: { flite: "slt", features: { int_f0_target_mean: 215, int_f0_target_stddev: 30 } },
  male1: { flite: "rms", features: {} },
  male2: { flite: "awb", features: {} },
  male3: { flite: "kal16", features: {} },
} as const satisfies Record<string, VoiceDef>;

export type VoiceId = keyof typeof VOICES;
export const VOICE_IDS = Object.keys(VOICES) as VoiceId[];
export const DEFAULT_VOICE: VoiceId = "female1";

/** The speed picker's values (spec §9): 1 is normal speed. */
export const TTS_SPEEDS = PLAY_SPEEDS;
export type TtsSpeed = (typeof TTS_SPEEDS)[number];

export const TTS_FORMATS = ["mp3", "wav"] as const;
export type TtsFormat = (typeof TTS_FORMATS)[number];

/** Content types of the served formats. */
export const TTS_CONTENT_TYPES: Record<TtsFormat, string> = { mp3: "audio/mpeg", wav: "audio/wav" };

/**
 * Tells whether a string is a known speaker id.
 * @param id - candidate id
 * @returns true for one of `VOICE_IDS`
 */
export function isVoiceId(id: string): id is VoiceId {
  return Object.hasOwn(VOICES, id);
}

/**
 * Tells whether a number is one of the speed picker's values.
 * @param speed - candidate speed
 * @returns true for 0.5, 0.75, 1, 1.25 or 1.5
 */
export function isTtsSpeed(speed: number): speed is TtsSpeed {
  return (TTS_SPEEDS as readonly number[]).includes(speed);
}
