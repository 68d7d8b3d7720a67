import { z } from "zod";
import { defineCall } from "./envelope.ts";

/**
 * The home badge's call (spec "studyword unfinished_count"): today's unfinished words over all the
 * student's word-study plans. In a file of its own so home loads this call without the rest of
 * study-word.ts (which re-exports it).
 */
export const studyWordUnfinishedCount = defineCall({
  method: "GET",
  path: "/v3/study-word/get-unfinished-count",
  auth: "student",
  data: z.object({ unfinished_count: z.number().int().nonnegative() }),
});
