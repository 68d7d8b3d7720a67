export { ChunkStream } from "./chunk-stream.ts";
export { Chunker } from "./chunker.ts";
export { RECORDER } from "./constants.ts";
export {
  canRecord,
  mapMicrophoneError,
  RECORDER_ERROR_KINDS,
  RecorderError,
  type RecorderErrorKind,
  toRecorderError,
} from "./errors.ts";
export { base64ToPcm, bytesToBase64, concatPcm, pcmToBase64 } from "./pcm.ts";
export {
  createRecorder,
  Recorder,
  type RecorderOptions,
  type RecorderState,
  type StopResult,
} from "./recorder.ts";
export { floatTo16Bit, Resampler } from "./resample.ts";
export { makeTake, type RecordedTake, type StopReason } from "./take.ts";
export { SilenceDetector, type VadState } from "./vad.ts";
export { WaveformCanvas, type WaveformCanvasProps } from "./WaveformCanvas.tsx";
export { downsamplePeaks, LiveWaveform } from "./waveform.ts";
