/**
 * What other workspaces use of the content package (`@hibiki/content`): the shape of the built
 * content/dist/catalog.json and its lookup index. The build itself (scripts/, the YAML schemas) stays
 * inside the package.
 */
export * from "./catalog-index.ts";
export * from "./catalog-schema.ts";
