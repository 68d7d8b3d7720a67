import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Vite config: SPA served from "/", built to dist/, API proxied to the local server in dev. */
export default defineConfig({
  base: "/",
  plugins: [react()],
  resolve: { alias: { "@web": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The manifest (dist/.vite/manifest.json) maps sources to chunks: bench/web-size.mjs reads the players from it.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    proxy: {
      "/v3": "http://127.0.0.1:8080",
      "/res": "http://127.0.0.1:8080",
      "/healthz": "http://127.0.0.1:8080",
    },
  },
});
