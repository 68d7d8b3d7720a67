// Spaced repetition shared by the Eiken word training and the vocabulary area.
export * from "./scheduler.ts";
