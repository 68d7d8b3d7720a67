import type { LiveItem, LiveItemFrame, LiveRevealOutFrame } from "@hibiki/contracts";
import { LIVE_PASS_SCORE } from "@hibiki/contracts";

/** An item as students see it: no answer. */
export function itemFrame(liveId: number, itemIndex: number, item: LiveItem): LiveItemFrame {
  const base = {
    type: "item" as const,
    live_id: liveId,
    item_index: itemIndex,
    kind: item.kind,
    prompt: item.prompt,
  };
  if (item.kind === "choice") return { ...base, options: item.options };
  if (item.kind === "read_aloud") return { ...base, text: item.text };
  return base;
}

/** An item's correct answer. */
export function revealFrame(liveId: number, itemIndex: number, item: LiveItem): LiveRevealOutFrame {
  const base = { type: "reveal" as const, live_id: liveId, item_index: itemIndex };
  if (item.kind === "choice") return { ...base, correct_index: item.answer_index };
  if (item.kind === "short_answer") return { ...base, accepted: item.accepted };
  return { ...base, text: item.text, pass_score: LIVE_PASS_SCORE };
}
