import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The shipped app renders with Preact through its React-compatible API (`preact/compat`): the code is
 * written and type-checked against React 19's API, and the build swaps the renderer (React DOM is about
 * 60 kB gzipped, Preact with compat about 11 kB; issue 14's sign-in budget is 120 kB). The unit tests
 * render components with React (`vitest.config.ts`); the browser journeys run this build.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/** Vite config: SPA served from "/", built to dist/, API proxied to the local server in dev. */
export default defineConfig({
  base: "/",
  plugins: [react()],
  resolve: {
    alias: [
      { find: "@web", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...PREACT_ALIASES,
    ],
  },
  // The manifest (dist/.vite/manifest.json) maps sources to chunks: bench/web-size.mjs reads the players from it.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // The kind table and the lists derived from it are their own small chunk: left to the bundler
        // they share a chunk with the textbook contract schemas, which every player then downloads.
        advancedChunks: {
          groups: [{ name: "kinds", test: /packages[\\/]exercises[\\/]src[\\/]kind(s|-info|-lists)\.ts/ }],
        },
      },
      onwarn(warning, warn) {
        // react-router feature-detects React.useOptimistic (absent from preact/compat) and falls back.
        if (warning.code === "IMPORT_IS_UNDEFINED" && warning.message.includes("useOptimistic")) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      "/v3": "http://127.0.0.1:8080",
      "/res": "http://127.0.0.1:8080",
      "/healthz": "http://127.0.0.1:8080",
    },
  },
});
