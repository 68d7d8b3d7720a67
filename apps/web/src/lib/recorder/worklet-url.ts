// Vite bundles the processor as its own file and hands back its URL (see stack-on-node20.md).
import url from "./recorder.worklet.ts?worker&url";

/** URL of the bundled AudioWorklet processor module. */
export const recorderWorkletUrl: string = url;
