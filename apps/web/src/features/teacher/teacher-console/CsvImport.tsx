import type { ImportRow } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useImportMutation, useImportPreviewMutation } from "./api.ts";

const MAX_BYTES = 200_000;

/**
 * CSV roster import: pick a file, see every row checked by the server (per-row errors), then commit when
 * no row has an error. Nothing is stored by the preview.
 * @param props - the class
 * @returns the import block
 */
export function CsvImport({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const fileId = useId();
  const hintId = useId();
  const preview = useImportPreviewMutation();
  const commit = useImportMutation();
  const [csv, setCsv] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bad = rows?.filter((r) => r.errors.length > 0).length ?? 0;

  const handleFile = async (file: File | undefined) => {
    setRows(null);
    setCsv(null);
    setError(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(t("t.roster.csv_too_big"));
      return;
    }
    const text = await file.text();
    setCsv(text);
    preview.mutate({ class_id: classId, csv: text }, { onSuccess: (d) => setRows(d.rows) });
  };
  const handleCommit = () => {
    if (!csv || bad > 0) return;
    commit.mutate(
      { class_id: classId, csv },
      {
        onSuccess: (d) => {
          showToast(t("t.roster.imported", { count: d.created }), "success");
          setRows(null);
          setCsv(null);
        },
      },
    );
  };

  return (
    <div className="tc-form">
      <label htmlFor={fileId}>{t("t.roster.import")}</label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        onChange={(e) => void handleFile(e.target.files?.[0])}
        data-testid="csv-file"
      />
      <p id={hintId} className="field-hint">
        {t("t.roster.import_hint")}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {preview.isPending && <p role="status">{t("t.loading")}</p>}
      {rows && (
        <>
          <div className="tc-table-wrap">
            <table className="tc-table" data-testid="csv-preview">
              <caption className="sr-only">{t("t.roster.preview")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t("t.roster.row")}
                  </th>
                  <th scope="col">{t("t.roster.username")}</th>
                  <th scope="col">{t("t.roster.nickname")}</th>
                  <th scope="col">{t("t.roster.errors")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.line} className={r.errors.length ? "tc-row-error" : ""} data-testid="csv-row">
                    <td className="num">{r.line}</td>
                    <td>{r.username}</td>
                    <td>{r.nickname}</td>
                    <td data-testid="csv-row-errors">
                      {r.errors.length ? r.errors.join(" / ") : t("t.roster.ok")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {bad > 0 && (
            <p className="form-error" role="alert">
              {t("t.roster.fix_errors", { count: bad })}
            </p>
          )}
          <Button
            onClick={handleCommit}
            busy={commit.isPending}
            disabled={bad > 0 || rows.length === 0}
            data-testid="csv-commit"
          >
            {t("t.roster.commit", { count: rows.length - bad })}
          </Button>
        </>
      )}
    </div>
  );
}
