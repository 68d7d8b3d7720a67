// Study-word plans (pure): FSRS scheduling, answer ratings, mastery labels, today's task, exercise picking
// and the typed-answer normalisation shared by server and web. The Eiken word training keeps ../srs.
export * from "./day.ts";
export * from "./fsrs.ts";
export * from "./mastery.ts";
export * from "./picker.ts";
export * from "./rating.ts";
export * from "./spelling.ts";
export * from "./today.ts";
