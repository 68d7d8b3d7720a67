// The CEFR-J steps of the level test and where each sits on the ability scale (logits of the Rasch model).

/** The CEFR-J steps a student climbs, lowest first (Pre-A1 to B2.2). */
export const CEFR_STEPS = [
  "Pre-A1",
  "A1.1",
  "A1.2",
  "A1.3",
  "A2.1",
  "A2.2",
  "B1.1",
  "B1.2",
  "B2.1",
  "B2.2",
] as const;
export type CefrStep = (typeof CEFR_STEPS)[number];

/** Width of one step on the ability scale (logits). */
export const STEP_WIDTH = 0.6;

/**
 * The centre of a step on the ability scale: the steps are evenly spaced around 0 (A2.1 and A2.2 meet at
 * 0), so Pre-A1 is centred at -2.7 and B2.2 at +2.7. An item written for a step starts with this difficulty.
 * @param step - the step's index in CEFR_STEPS (0-9)
 * @returns the centre in logits
 */
export function stepCentre(step: number): number {
  return (step - (CEFR_STEPS.length - 1) / 2) * STEP_WIDTH;
}

/**
 * The step an ability falls in: the nearest centre, clamped to the ends.
 * @param theta - the ability in logits
 * @returns the step's index in CEFR_STEPS
 */
export function stepOf(theta: number): number {
  const i = Math.round(theta / STEP_WIDTH + (CEFR_STEPS.length - 1) / 2);
  return Math.max(0, Math.min(CEFR_STEPS.length - 1, i));
}

/**
 * The index of a CEFR-J step name ("A2.1" → 4).
 * @returns the index, or -1 for an unknown name
 */
export function stepIndex(name: string): number {
  return (CEFR_STEPS as readonly string[]).indexOf(name);
}
