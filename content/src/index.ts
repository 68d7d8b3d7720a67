/**
 * What other workspaces use of the content package (`@hibiki/content`): the shape of the built
 * content/dist/catalog.json and its lookup index, and the model-audio recipe with its synthesis (the
 * server renders a file on its first request). The build itself (scripts/, the YAML schemas) stays inside
 * the package.
 */

export { type AudioLine, audioKey, ensureAudio, VOICES } from "./audio.ts";
export * from "./audio-jobs.ts";
export * from "./catalog-index.ts";
export * from "./catalog-schema.ts";
