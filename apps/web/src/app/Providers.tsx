import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MessageBoxHost } from "@web/components/MessageBoxHost.tsx";
import { ToastHost } from "@web/components/ToastHost.tsx";
import { i18n } from "@web/i18n/index.ts";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";

/**
 * App-wide providers: query client, i18n, and the toast and message-box hosts (outside the router so they
 * survive navigation, e.g. the 401 alert over the login screen).
 * @param props - the query client and the app
 * @returns the tree
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <ToastHost />
        <MessageBoxHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
