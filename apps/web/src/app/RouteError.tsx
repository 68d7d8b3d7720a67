import { Button } from "@web/components/Button.tsx";
import { ChunkLoadError } from "@web/lib/chunk-load.ts";
import { reportError } from "@web/lib/error-reporter.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";

/**
 * Error element of the route table: explains what failed and offers a reload (chunk failures included).
 * @returns the error screen
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  const isChunk = error instanceof ChunkLoadError;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : "";
  return (
    <main className="page page-narrow route-error" role="alert" data-testid="route-error">
      <h1>{isChunk ? t("chunk.failed") : t("common.page_error")}</h1>
      {detail && <pre className="route-error-detail">{detail}</pre>}
      <Button onClick={() => location.reload()}>{t("common.reload")}</Button>
    </main>
  );
}
