/** The generic objective scorers that the kinds' score.ts files pick from. */
export * from "./choice-scorers.ts";
export * from "./text-scorers.ts";
