// AI study (pure): the grammar points of the AI courses, the lesson / test / courses.yaml schemas and
// their cross-field checks, the grammar-point detector, knowledge tracing and recommendations.
export * from "./bkt.ts";
export * from "./content-schema.ts";
export * from "./detect.ts";
export * from "./grammar-points.ts";
export * from "./recommend.ts";
