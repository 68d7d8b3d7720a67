export * from "./cse.ts";
export * from "./format.ts";
