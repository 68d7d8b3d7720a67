/*
 * Zod compiles fast object parsers with `new Function` and probes whether eval is allowed when the first
 * object schema is built. The server's Content-Security-Policy forbids eval, so that probe would be
 * reported as a CSP violation on every page. This classic script runs while index.html is parsed, before
 * any module (the bundler may evaluate the contracts' schemas ahead of main.tsx's own code), and sets
 * zod's global config (`z.config({ jitless: true })`, which zod keeps on globalThis) so it never tries.
 * src/lib/zod-jitless.test.ts checks that zod picks it up.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
