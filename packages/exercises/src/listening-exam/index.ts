export * from "./format.ts";
export * from "./score.ts";
