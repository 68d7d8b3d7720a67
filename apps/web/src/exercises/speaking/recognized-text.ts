import { homeworkRecognizeText, textbookRecognizeText } from "@hibiki/contracts";
import { call } from "@web/lib/api-client.ts";
import { useEffect, useState } from "react";

/** Recognised-text polling of spec §9: up to 5 lookups, 1 s apart. */
export const RECOGNIZED_TEXT_TRIES = 5;
export const RECOGNIZED_TEXT_INTERVAL_MS = 1000;

/** Which recording to look up: a question of a textbook/skill-up resource, or of a homework topic. */
export type RecognizedTextTarget = {
  questionId: string;
  /** res_id of the resource (textbook_recognize_text) */
  resourceId?: number | undefined;
  /** the homework topic (homework_recognize_text); takes precedence over resourceId */
  topicId?: number | undefined;
};

/** What the hook gives: the text once found (null while unknown or after giving up), and whether it polls. */
export type RecognizedTextState = { text: string | null; loading: boolean };

/**
 * One lookup of the recognised text (server: "" while the transcription is pending).
 * @param target - question and resource or topic
 * @param signal - aborts the request
 * @returns recognize_text
 */
export async function fetchRecognizedText(
  target: RecognizedTextTarget,
  signal?: AbortSignal,
): Promise<string> {
  const questionId = target.questionId;
  if (target.topicId !== undefined) {
    const data = await call(homeworkRecognizeText, {
      signal,
      query: { question_id: questionId, topic_id: target.topicId },
      suppressToast: true,
    });
    return data.recognize_text;
  }
  const data = await call(textbookRecognizeText, {
    signal,
    query: { question_id: questionId, resource_id: target.resourceId ?? 0 },
    suppressToast: true,
  });
  return data.recognize_text;
}

const isId = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n > 0;

/**
 * The text the recogniser heard in the student's latest recording of a question: looks it up at once, then
 * every second until it is non-empty, at most 5 times in all (the server transcribes in the background).
 * A failed lookup counts as a try. Without a question id and a resource or topic id nothing is fetched.
 * @param target - question and resource (textbook, skill-up) or topic (homework)
 * @returns the text (null until found, and after 5 empty tries) and whether it is still polling
 */
export function useRecognizedText(target: RecognizedTextTarget): RecognizedTextState {
  const { questionId, resourceId, topicId } = target;
  const valid = questionId.trim() !== "" && (isId(topicId) || isId(resourceId));
  const [state, setState] = useState<RecognizedTextState>({ text: null, loading: valid });
  useEffect(() => {
    if (!valid) {
      setState({ text: null, loading: false });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    setState({ text: null, loading: true });
    const attempt = async () => {
      tries++;
      let text = "";
      try {
        text = await fetchRecognizedText({ questionId, resourceId, topicId }, controller.signal);
      } catch {
        // A failed lookup is one of the 5 tries; the result then shows without the text.
      }
      if (controller.signal.aborted) return;
      if (text.trim() !== "") return setState({ text, loading: false });
      if (tries >= RECOGNIZED_TEXT_TRIES) return setState({ text: null, loading: false });
      timer = setTimeout(() => void attempt(), RECOGNIZED_TEXT_INTERVAL_MS);
    };
    void attempt();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [valid, questionId, resourceId, topicId]);
  return state;
}
