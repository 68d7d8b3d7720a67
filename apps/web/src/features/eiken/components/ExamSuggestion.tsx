import type { EikenExamSuggestion } from "@hibiki/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { startExamSuggestion } from "../api.ts";
import "../i18n.ts";
import { eikenUrls } from "../urls.ts";

/** Where a suggestion is played: the whole set (paper mode), or its missed items (review). */
export function suggestionUrl(levelId: number, exam: EikenExamSuggestion): string {
  return exam.mode === "review"
    ? eikenUrls.reviewDetails(levelId, exam.res_code, exam.question_ids)
    : eikenUrls.rwlPractice(levelId, exam.res_code);
}

/**
 * The practice set the server suggests next (suggest_exam): its section and title, why it is suggested,
 * and a button that starts the suggestion and opens it.
 * @param props - the grade and the suggestion from next/res/list
 * @returns the card
 */
export function ExamSuggestion({ levelId, exam }: { levelId: number; exam: EikenExamSuggestion }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const en = i18n.language.startsWith("en");
  const start = async () => {
    setBusy(true);
    try {
      const fresh = await startExamSuggestion(levelId);
      navigate(suggestionUrl(levelId, fresh ?? exam));
    } catch {
      // the API client has told the student; the suggestion stays for another try
      setBusy(false);
    }
  };
  return (
    <section className="card ek-suggest" aria-labelledby="ek-suggest-h" data-testid="ek-exam-suggestion">
      <h2 id="ek-suggest-h">{t("eiken.suggest_title")}</h2>
      <p className="notice-title">
        {en ? exam.section_name_en : exam.section_name}
        <span lang={en ? "en" : "ja"}> {en ? exam.title_en : exam.title}</span>
      </p>
      <p className="muted" data-testid="ek-suggest-reason">
        {t(`eiken.suggest_reason.${exam.reason}`, {
          count: exam.question_ids.length,
          score: exam.best_score,
        })}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        data-testid="ek-suggest-start"
      >
        {busy ? t("eiken.suggest_starting") : t("eiken.suggest_start")}
      </button>
    </section>
  );
}
