import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files of a project share one module graph per worker (isolate: false): loading React, the router
 * and the exercises once instead of once per file is most of the suite's time saved. A file that replaces a
 * module (vi.mock) needs its own graph, so such files (found here, not listed by hand) run isolated.
 */
const mocking = readdirSync(new URL("./src", import.meta.url), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f.replaceAll("\\", "/")}`)
  .filter((f) => /\bvi\.mock\(/.test(readFileSync(new URL(`./${f}`, import.meta.url), "utf8")));

/**
 * `*.test.ts` files of pure modules that still need a browser: storage, DOMParser, navigator, document.
 * A new `*.test.ts` that fails in node with "localStorage/DOMParser/document is not defined" goes here.
 */
const needsDom = [
  "src/exercises/progress-steps/skip-on-failure.test.ts",
  "src/exercises/speaking/evaluate-html.test.ts",
  "src/exercises/speaking/payload.test.ts",
  "src/exercises/speaking/recognized-text.test.ts",
  "src/features/push/api.test.ts",
  "src/features/teacher/shell/session.test.ts",
  "src/i18n/i18n.test.ts",
  "src/lib/api-client.test.ts",
  "src/lib/error-reporter.test.ts",
  "src/lib/shell-rules.test.ts",
  "src/lib/speech/evaluate.test.ts",
  "src/lib/speech/open-answer-xml.test.ts",
  "src/lib/speech/result-xml.test.ts",
  "src/lib/storage.test.ts",
];

/**
 * Unit tests of the web app, colocated under src/ (browser journeys live in e2e/), in three projects:
 * `node` for pure modules (`*.test.ts`, no DOM to set up), `dom` for components (`*.test.tsx`) and the
 * few pure tests that need a browser API, on happy-dom, and `isolated` for the files that mock a module.
 */
export default defineConfig({
  resolve: { alias: { "@web": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...needsDom, ...mocking],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["src/**/*.test.tsx", ...needsDom],
          exclude: [...configDefaults.exclude, ...mocking],
          isolate: false,
          setupFiles: ["./src/test/setup.ts"],
          environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
          // A ceiling for a busy CI machine (lazy page chunks, findBy up to 5 s in setup.ts), not a wait.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          environment: "happy-dom",
          include: mocking,
          setupFiles: ["./src/test/setup.ts"],
          environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
          testTimeout: 15_000,
        },
      },
    ],
  },
});
