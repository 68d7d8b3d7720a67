import type { CustomReadingText } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { SENTENCE_MAX_TIME_MS } from "@web/exercises/speaking/limits.ts";
import { ReadAloudPanel } from "@web/exercises/speaking/ReadAloudPanel.tsx";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSubmitAttemptMutation } from "../api.ts";
import "../i18n.ts";
import { customReadingUrls } from "../urls.ts";

/**
 * Reading a text aloud with the players' recording cycle: the record button streams the take to the
 * speech engine with the text as its reference (the text's own category: a word, a sentence or several),
 * uploads it and keeps it with custom-reading/submit (the server scores it from the evaluation it kept);
 * then the result screen of that attempt opens.
 * @param props - the text
 * @returns the panel
 */
export function PracticePanel({ text }: { text: CustomReadingText }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitAttemptMutation();
  const [attemptId, setAttemptId] = useState<number | null>(null);
  // Leave once the recording cycle has finished with the take (the panel unmounts with the page).
  useEffect(() => {
    if (attemptId !== null) navigate(customReadingUrls.result(attemptId));
  }, [attemptId, navigate]);
  const handleSubmit = async (answer: BaseAnswer): Promise<BaseAnswer> => {
    const saved = await submit.mutateAsync({
      text_id: text.text_id,
      sound_file: answer.sound_file ?? "",
      evaluate_result: answer.evaluate_result ?? "",
      evaluate_html: answer.evaluate_html ?? "",
      study_report: answer.study_report ?? "",
      record_duration: answer.record_duration ?? 0,
      total_score: answer.total_score,
      accuracy_score: answer.accuracy_score,
      fluency_score: answer.fluency_score,
      integrity_score: answer.integrity_score,
      percent_score: answer.percent_score,
    });
    setAttemptId(saved.attempt_id);
    return answer;
  };
  return (
    <div className="cr-practice" data-testid="cr-practice">
      <p className="muted">{t("cr.record_lead")}</p>
      <ReadAloudPanel
        testId="cr-read-aloud"
        questionId={`custom-${text.text_id}`}
        text={text.text}
        category={text.category}
        maxTimeMs={SENTENCE_MAX_TIME_MS}
        canRecord={attemptId === null}
        onSubmit={handleSubmit}
      >
        <p className="cr-text cr-text-large" lang="en" data-testid="cr-practice-text">
          {text.text}
        </p>
      </ReadAloudPanel>
      {attemptId !== null && (
        <p role="status" className="muted">
          {t("cr.saving_take")}
        </p>
      )}
    </div>
  );
}
