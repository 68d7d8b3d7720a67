/** Recording constants of spec §9 (app shell) and §4/§9 (players). */
export const RECORDER = {
  /** output sample rate sent to the evaluator and encoded to mp3 */
  sampleRate: 16000,
  /** samples per AudioWorklet buffer posted to the main thread */
  bufferSize: 4096,
  /** samples per chunk sent on the speech socket (200 ms at 16 kHz) */
  chunkSamples: 3200,
  chunkIntervalMs: 200,
  /** silence after which voice activity is considered ended */
  vadSilenceMs: 6000,
  /** stop is refused before this (toast evaluate_common_training_atleast) */
  minDurationMs: 1000,
  /** points of the live waveform */
  waveformPoints: 5000,
  /** default record_max_time for sentences */
  defaultMaxTimeMs: 20_000,
  /** mp3 bitrate for the 16 kHz mono take */
  mp3Kbps: 32,
} as const;
