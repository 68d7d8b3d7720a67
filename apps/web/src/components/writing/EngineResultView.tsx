import type { CorrectNote } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { useTranslation } from "react-i18next";
import { useEngineResultQuery } from "./useEngineResult.ts";
import { WritingResultViewer } from "./WritingResultViewer.tsx";
import "./i18n.ts";

/** Props of {@link EngineResultView}. */
export type EngineResultViewProps = {
  /** the writing's engine_result link */
  url: string;
  sampleAnswer?: string;
  correctNotes?: readonly CorrectNote[];
  homework?: boolean;
};

/**
 * Loads a writing's engine result and shows it in the viewer; until the engine text has arrived the
 * result stays in its loading state (spec §4).
 * @param props - see {@link EngineResultViewProps}
 * @returns the loading state, an error with retry, or the viewer
 */
export function EngineResultView({ url, ...rest }: EngineResultViewProps) {
  const { t } = useTranslation();
  const q = useEngineResultQuery(url);
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data?.text) {
    return (
      <p className="muted" data-testid="writing-result-loading" aria-busy="true">
        {t("writing.loading_result")}
      </p>
    );
  }
  return <WritingResultViewer engine={q.data} {...rest} />;
}
