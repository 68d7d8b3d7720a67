import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

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
 * Unit tests of the web app, colocated under src/ (browser journeys live in e2e/), in two projects:
 * `node` for pure modules (`*.test.ts`, no DOM to set up) and `dom` for components (`*.test.tsx`) and the
 * few pure tests that need a browser API, on happy-dom.
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
          exclude: [...configDefaults.exclude, ...needsDom],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["src/**/*.test.tsx", ...needsDom],
          setupFiles: ["./src/test/setup.ts"],
          environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
          // A ceiling for a busy CI machine (lazy page chunks, findBy up to 5 s in setup.ts), not a wait.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
