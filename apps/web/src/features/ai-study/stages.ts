import type { AiStageKind, AiStageStatus } from "@hibiki/contracts";

/** The stage after each in study order (null after consolidation). */
export const NEXT_STAGE: Readonly<Record<AiStageKind, AiStageKind | null>> = {
  video: "explanation",
  explanation: "review",
  review: "consolidation",
  consolidation: null,
};

/**
 * The stage a lesson opens at without one in the address: the first not done, else the video.
 * @param stages - the lesson's stages in order
 * @returns the stage
 */
export function firstOpenStage(stages: readonly AiStageStatus[]): AiStageKind {
  return stages.find((s) => !s.done)?.stage ?? "video";
}
