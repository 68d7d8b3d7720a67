import { z } from "zod";
import { type AudioJob, VOICES } from "./audio.ts";

// The model audio of a resource version as a recipe: `res/<code>/<version>/audio-jobs.json` names each
// file of its audio/ folder with the lines to speak. The build writes it always; by default it renders no
// audio, and the server synthesises a file from its recipe when it is first asked for (then keeps it).

/** File name of the recipe, beside resource.json. */
export const AUDIO_JOBS_FILE = "audio-jobs.json";

/** An audio file name inside audio/: one safe path segment ending in .mp3. */
const AUDIO_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,195}\.mp3$/;

/** `audio-jobs.json`: file name → the lines to speak. */
export const AudioJobsSchema = z.record(
  z.string().regex(AUDIO_NAME),
  z
    .array(z.object({ text: z.string().min(1).max(4000), voice: z.enum(VOICES) }))
    .min(1)
    .max(200),
);
export type AudioJobs = z.infer<typeof AudioJobsSchema>;

/**
 * The recipe file's content for a resource's audio jobs.
 * @param jobs - the resource's audio jobs
 * @returns name → lines
 */
export function audioJobsOf(jobs: readonly AudioJob[]): AudioJobs {
  return Object.fromEntries(
    jobs.map((j) => [j.name, j.lines.map((l) => ({ text: l.text, voice: l.voice }))]),
  );
}
