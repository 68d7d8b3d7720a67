import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Unit tests of the web app: happy-dom, colocated *.test.ts(x) under src/ (browser journeys live in e2e/). */
export default defineConfig({
  resolve: { alias: { "@web": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
  },
});
