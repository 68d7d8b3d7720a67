import { defineConfig } from "vitest/config";

// These tests are CPU-bound (content builds, WordNet, simulations), never timing-sensitive: on a busy
// 2-core CI machine beside the other lanes they can take several times their solo run, so the timeout
// is a safety net well above that.
// The real content is built once for the run (src/real-content-setup.ts) and shared by the files that check it.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 180_000, globalSetup: ["src/real-content-setup.ts"] },
});
