import type { WritingRecord } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EngineResultView } from "./EngineResultView.tsx";
import { WritingPanel } from "./WritingPanel.tsx";
import "./i18n.ts";

/** Props of {@link WritingWorkspace}. */
export type WritingWorkspaceProps = {
  /** sends the writing; resolves with the stored record (rejects on a failed submit) */
  submit: (text: string) => Promise<WritingRecord>;
  /** the full result page of a record (for the "last result" link) */
  resultTo: (record: WritingRecord) => string;
  minWords?: number;
  maxWords?: number;
  sampleAnswer?: string;
};

/**
 * Write → check → read the result on one screen (spec §4): the panel's submitting flag is released by the
 * submit callback (success or failure); after a submit a panel/result switch appears, the result loads
 * until the engine text has arrived, and back on the panel the "last result" link shows until the next edit.
 * @param props - see {@link WritingWorkspaceProps}
 * @returns the workspace
 */
export function WritingWorkspace({
  submit,
  resultTo,
  minWords,
  maxWords,
  sampleAnswer,
}: WritingWorkspaceProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [record, setRecord] = useState<WritingRecord | null>(null);
  const [view, setView] = useState<"panel" | "result">("panel");

  const handleSubmit = (text: string) => {
    setSubmitting(true);
    submit(text)
      .then((r) => {
        setRecord(r);
        setView("result");
      })
      // the api client has already shown the server's message; the panel just becomes editable again
      .catch(() => undefined)
      .finally(() => setSubmitting(false));
  };

  return (
    <div className="stack" data-testid="writing-workspace">
      {record && (
        <div className="writing-switch">
          <Button
            variant={view === "panel" ? "primary" : "secondary"}
            aria-pressed={view === "panel"}
            onClick={() => setView("panel")}
            data-testid="writing-show-panel"
          >
            {t("writing.show_panel")}
          </Button>
          <Button
            variant={view === "result" ? "primary" : "secondary"}
            aria-pressed={view === "result"}
            onClick={() => setView("result")}
            data-testid="writing-show-result"
          >
            {t("writing.show_result")}
          </Button>
        </div>
      )}
      {view === "panel" || !record ? (
        <WritingPanel
          key={record?.writing_id ?? 0}
          initialText={record?.content ?? ""}
          submitting={submitting}
          onSubmit={handleSubmit}
          minWords={minWords}
          maxWords={maxWords}
          lastResult={record ? <Link to={resultTo(record)}>{t("writing.last_result")}</Link> : undefined}
        />
      ) : (
        <EngineResultView url={record.engine_result} sampleAnswer={sampleAnswer} />
      )}
    </div>
  );
}
