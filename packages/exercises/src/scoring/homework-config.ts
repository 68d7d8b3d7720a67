import { z } from "zod";
import type { HomeworkSwitches } from "./modes.ts";

const Switch = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => v === true || v === 1)
  .default(true);

/** Homework config (app-shell spec §3): required_times and the five switches (default 1). */
export const HomeworkConfigSchema = z.object({
  required_times: z.number().int().nonnegative().default(0),
  sample_answer: Switch,
  speech_speed: Switch,
  subtitle: Switch,
  translation: Switch,
  answer_tips: Switch,
});

/** Parsed homework config. */
export type HomeworkConfig = z.output<typeof HomeworkConfigSchema>;

/**
 * Converts homework config to the client switch form.
 * @param cfg - parsed homework config
 * @returns switchTranslation, switchSubtitle, switchSampleAnswer, switchAnswerTips, switchSpeechSpeed
 */
export function toHomeworkSwitches(cfg: HomeworkConfig): HomeworkSwitches {
  return {
    switchTranslation: cfg.translation,
    switchSubtitle: cfg.subtitle,
    switchSampleAnswer: cfg.sample_answer,
    switchAnswerTips: cfg.answer_tips,
    switchSpeechSpeed: cfg.speech_speed,
  };
}
