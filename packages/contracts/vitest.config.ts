import { defineConfig } from "vitest/config";

// The test files share one module graph per worker (isolate: false): zod and the schemas load once instead
// of once per file. None replaces a module.
export default defineConfig({ test: { isolate: false } });
