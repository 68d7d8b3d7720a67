// The CEFR-J level test's pure parts: the steps, the Rasch/2PL estimator and the adaptive placement.
export * from "./levels.ts";
export * from "./placement.ts";
export * from "./rasch.ts";
export * from "./types.ts";
