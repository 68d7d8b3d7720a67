import type { StudyWordSearchItem } from "@hibiki/contracts/study-word";
import { STUDY_WORD_LIST_WORDS_MAX } from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { matchPastedWords } from "./api.ts";
import "./i18n.ts";

type Report = { added: number; over: number; unmatched: string[] };

/**
 * The paste box: English words one a line are matched against the word books; the matched ones join the
 * list and the unmatched ones stay in the box and are listed, so none is dropped silently.
 * @param props - what adding the matched words does (returns how many were added and did not fit)
 * @returns the paste box
 */
export function PasteWords({
  onMatched,
}: {
  onMatched: (words: readonly StudyWordSearchItem[]) => { added: number; over: number };
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const match = async () => {
    if (!text.trim()) {
      setError(t("t.sw.list.paste_empty"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const r = await matchPastedWords(text);
      setReport({ ...onMatched(r.matched), unmatched: r.unmatched });
      setText(r.unmatched.join("\n"));
    } catch {
      // the api client has shown the failure
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field sw-list-paste">
      <label htmlFor="tc-sw-list-paste">{t("t.sw.list.paste")}</label>
      <textarea
        id="tc-sw-list-paste"
        value={text}
        rows={5}
        lang="en"
        aria-describedby="tc-sw-list-paste-hint"
        onChange={(e) => setText(e.target.value)}
        data-testid="sw-t-list-paste"
      />
      <small id="tc-sw-list-paste-hint" className="muted">
        {t("t.sw.list.paste_hint")}
      </small>
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void match()} data-testid="sw-t-list-match">
          {t("t.sw.list.match")}
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <div role="status" className="sw-list-report" data-testid="sw-t-list-report">
          <p>{t("t.sw.list.matched", { count: report.added })}</p>
          {report.over > 0 && (
            <p className="form-error">
              {t("t.sw.list.over", { count: report.over, max: STUDY_WORD_LIST_WORDS_MAX })}
            </p>
          )}
          {report.unmatched.length > 0 ? (
            <>
              <p className="form-error">{t("t.sw.list.unmatched", { count: report.unmatched.length })}</p>
              <ul className="sw-list-unmatched" data-testid="sw-t-list-unmatched">
                {report.unmatched.map((w, i) => (
                  // the same typo may be pasted twice
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines as typed, in order
                  <li key={`${i}-${w}`} lang="en">
                    {w}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("t.sw.list.all_matched")}</p>
          )}
        </div>
      )}
    </div>
  );
}
