import { type BaseAnswer, isHomeworkQuery } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n-free-speech.ts";
import "./free-speech.css";
import { useResourceContext } from "../shell/resource-context.ts";
import { useRecognizedText } from "../speaking/recognized-text.ts";

/**
 * What the student said, as recognised text: the answer's stored recognize_text, else the server's
 * transcription of the recording, looked up by question and resource (or, in homework, by topic) with
 * the spec's polling (5 tries at 1 s). Nothing shows when no text is found.
 * @param props - the stored answer
 * @returns the line, a "recognising" note while polling, or nothing
 */
export function RecognizedText({ answer }: { answer: BaseAnswer }) {
  const stored = answer.recognize_text?.trim();
  if (stored) return <SaidLine text={stored} />;
  return <RecognizedTextLookup questionId={answer.question_id} />;
}

/**
 * Polls the recognised text of one question's recording.
 * @param props - the question id
 * @returns the line once found
 */
function RecognizedTextLookup({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const { resource, query } = useResourceContext();
  const topic = Number(query.topic_id);
  const topicId = isHomeworkQuery(query) && Number.isInteger(topic) && topic > 0 ? topic : undefined;
  const { text, loading } = useRecognizedText({ questionId, resourceId: resource.res_id, topicId });
  if (text?.trim()) return <SaidLine text={text.trim()} />;
  if (!loading) return null;
  return (
    <p className="muted" aria-live="polite" data-testid="recognizing">
      {t("free_speech.recognizing")}
    </p>
  );
}

/**
 * The "what you said" line.
 * @param props - the recognised text
 * @returns the line
 */
function SaidLine({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="fs-said" data-testid="recognized-text">
      <span className="fs-said-label">{t("free_speech.your_words")}</span>
      <span lang="en">{text}</span>
    </p>
  );
}
