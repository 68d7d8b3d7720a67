import type { ImportRow } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useImportMutation, useImportPreviewMutation } from "./api.ts";
import { type CsvEncoding, decodeCsv } from "./decode-csv.ts";

const MAX_BYTES = 200_000;

const ENCODING_LABEL: Record<CsvEncoding, string> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16",
  "utf-16be": "UTF-16",
  shift_jis: "Shift_JIS",
};

/**
 * CSV roster import: pick a file (Shift_JIS from Japanese Excel, UTF-8 or UTF-16: read here), see every
 * row and column checked by the server (per-row errors, garbled text included), then commit when no row
 * has an error. Nothing is stored by the preview; a wrong header is explained in place.
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
  const [encoding, setEncoding] = useState<CsvEncoding | null>(null);
  const [showPasswords, setShowPasswords] = useState(false);
  const bad = rows?.filter((r) => r.errors.length > 0).length ?? 0;

  const handleFile = async (file: File | undefined) => {
    setRows(null);
    setCsv(null);
    setError(null);
    setEncoding(null);
    preview.reset();
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(t("t.roster.csv_too_big"));
      return;
    }
    const { text, encoding: read } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    setEncoding(read);
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
      {preview.error && (
        <p className="form-error" role="alert" data-testid="csv-error">
          {preview.error.message}
        </p>
      )}
      {preview.isPending && <p role="status">{t("t.loading")}</p>}
      {rows && encoding && (
        <p className="field-hint" data-testid="csv-encoding">
          {t("t.roster.encoding", { name: ENCODING_LABEL[encoding] })}
        </p>
      )}
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
                  <th scope="col" className="num">
                    {t("t.roster.class_number")}
                  </th>
                  <th scope="col">{t("t.roster.username")}</th>
                  <th scope="col">{t("t.roster.nickname")}</th>
                  <th scope="col">{t("t.roster.password")}</th>
                  <th scope="col">{t("t.roster.errors")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.line} className={r.errors.length ? "tc-row-error" : ""} data-testid="csv-row">
                    <td className="num">{r.line}</td>
                    <td className="num">{r.class_number ?? ""}</td>
                    <td>{r.username}</td>
                    <td>{r.nickname}</td>
                    <td className="tc-mono" data-testid="csv-row-password">
                      {showPasswords ? r.password : "•".repeat(Math.min(r.password.length, 10))}
                    </td>
                    <td data-testid="csv-row-errors">
                      {r.errors.length ? r.errors.join(" / ") : t("t.roster.ok")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="tc-check">
            <input
              type="checkbox"
              checked={showPasswords}
              onChange={(e) => setShowPasswords(e.currentTarget.checked)}
              data-testid="csv-show-passwords"
            />{" "}
            {t("t.roster.show_passwords")}
          </label>
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
