import { cleanup, configure } from "@testing-library/react";
import { initI18n, loadLanguage } from "@web/i18n/index.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
import { afterEach, vi } from "vitest";

// The app loads the audio player's view as its own chunk (components/audio/AudioPlayer.tsx); component tests
// render it at once, as they render every other part (AudioPlayer.lazy.test.tsx tests the lazy loading).
vi.mock("@web/components/audio/AudioPlayer.tsx", async () => ({
  AudioPlayer: (await import("@web/components/audio/AudioPlayerView.tsx")).default,
}));

// Pages load as lazy chunks; on a busy 2-core CI machine the first import of one can take a few seconds.
// findBy/waitFor still return as soon as the element appears: this is only the ceiling.
configure({ asyncUtilTimeout: 5_000 });

initI18n();
// English is a lazy chunk in the app; tests switch to it synchronously.
await loadLanguage("en");

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // test files share a module graph (isolate: false): no toast outlives its test
  for (const toast of getToasts()) dismissToast(toast.id);
});
