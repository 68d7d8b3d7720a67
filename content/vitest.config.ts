import { defineConfig } from "vitest/config";

// These tests are CPU-bound (content builds, WordNet, simulations), never timing-sensitive: on a busy
// 2-core CI machine beside the other lanes they can take several times their solo run, so the timeout
// is a safety net well above that.
// The real content is built once for the run (src/real-content-setup.ts) and shared by the files that check it.
// The test files share one module graph per worker (isolate: false): the schemas and WordNet load once
// instead of once per file (the lane alone: 55 s of CPU before, 34 s after). None replaces a module.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ["src/real-content-setup.ts"],
    isolate: false,
  },
});
