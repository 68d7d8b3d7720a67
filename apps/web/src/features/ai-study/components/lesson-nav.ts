import { createContext, useContext } from "react";

/** Where a lesson sits: its id, its course and the next lesson (for the way on after its stages). */
export type LessonNav = { lessonId: string; courseId: string; nextLessonId: string | null };

/** Provided by the practice page around the open stage. */
export const LessonNavContext = createContext<LessonNav>({ lessonId: "", courseId: "", nextLessonId: null });

/** @returns the open lesson's place in its course */
export const useLessonNav = (): LessonNav => useContext(LessonNavContext);
