import {
  EXERCISE_KINDS,
  type ExerciseKind,
  isExerciseKind,
  resourceSchemaFor as schemaOfKind,
} from "@hibiki/exercises";
import type { z } from "zod";

/** Every kind a content file may declare (the exercises package's registry). */
export const KNOWN_KINDS: readonly string[] = EXERCISE_KINDS;

/** Tells whether a content file's kind exists in the registry. */
export const isKnownKind = isExerciseKind;

/**
 * The zod schema a built resource of this kind must satisfy (the exercises package's resource schema).
 * @param kind - an exercise kind (checked with isKnownKind first)
 * @returns the schema
 */
export function resourceSchemaFor(kind: string): z.ZodType {
  return schemaOfKind(kind as ExerciseKind) as z.ZodType;
}
