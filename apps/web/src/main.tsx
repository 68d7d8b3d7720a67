import { runEffectsBeforeNextEvent } from "@web/app/effect-timing.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { createAppRouter } from "@web/app/router.tsx";
import { currentLanguage, initI18n, loadLanguage } from "@web/i18n/index.ts";
import { installErrorReporter } from "@web/lib/error-reporter.ts";
import { initStorage } from "@web/lib/storage.ts";
import { startTitleCheck } from "@web/lib/title-check.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "@web/styles/tokens.css";
import "@web/styles/base.css";
import "@web/styles/components.css";
import "@web/styles/shell.css";
import "@web/styles/pages.css";

runEffectsBeforeNextEvent();
// Storage first: a version change wipes it before anything reads the token or the language.
initStorage();
initI18n();
installErrorReporter();
startTitleCheck();
// A CSS chunk that fails to preload becomes the spec's 'Loading CSS chunk {n} failed' route error.
window.addEventListener("vite:preloadError", (event) => {
  console.warn("chunk preload failed", (event as Event & { payload?: unknown }).payload);
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const render = (el: HTMLElement) =>
  createRoot(el).render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
// English is its own chunk: render once the stored language's strings are in (Japanese needs no wait).
// Not a top-level await: that would make the bundler split every module a lazy chunk shares with the entry.
void loadLanguage(currentLanguage())
  .catch((err: unknown) => console.warn("language strings did not load", err))
  .then(() => render(root));
