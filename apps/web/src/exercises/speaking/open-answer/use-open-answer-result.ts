import { loadEvaluationXml, peekEvaluationXml } from "@web/lib/speech/evaluation-xml.ts";
import { type OpenAnswerResult, parseOpenAnswerResult } from "@web/lib/speech/result-xml.ts";
import { useCallback, useEffect, useState } from "react";
import { useSpeakingServices } from "../services.ts";

/** What the open-answer view can show of a stored answer. */
export type OpenAnswerState =
  | { status: "loading" }
  | { status: "ready"; result: OpenAnswerResult }
  /** no kept XML, or it is a reading (recorded before the item took open answers): show the answer's fields */
  | { status: "none" }
  | { status: "failed" };

/**
 * The state at once: ready (or none) when the XML is at hand (just scored, read before, or stored inline),
 * loading when a kept file has to be fetched, none when the answer refers to no XML.
 */
function initialState(ref: string): OpenAnswerState {
  const peek = peekEvaluationXml(ref);
  if (peek === null) return { status: "none" };
  if ("url" in peek) return { status: "loading" };
  const result = parseOpenAnswerResult(peek.xml);
  return result ? { status: "ready", result } : { status: "none" };
}

/**
 * Loads the open-answer detail of a stored answer from its evaluate_result (the kept result XML) through
 * the speaking services; the XML of a take scored on this page is already remembered.
 * @param ref - the answer's evaluate_result
 * @returns the state and a retry for a failed load
 */
export function useOpenAnswerResult(ref: string | undefined): { state: OpenAnswerState; retry: () => void } {
  const services = useSpeakingServices();
  const key = (ref ?? "").trim();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OpenAnswerState>(() => initialState(key));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again
  useEffect(() => {
    const now = initialState(key);
    setState(now);
    if (now.status !== "loading") return;
    const controller = new AbortController();
    const load =
      services.loadEvaluationXml ?? ((r: string, signal?: AbortSignal) => loadEvaluationXml(r, { signal }));
    load(key, controller.signal).then(
      (xml) => {
        if (controller.signal.aborted) return;
        const result = parseOpenAnswerResult(xml);
        setState(result ? { status: "ready", result } : { status: "none" });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [key, services, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
