import { AI_SPEAKING_TEXT_MAX, type AiSpeakingVoice } from "@hibiki/contracts";
import { SENTENCE_MAX_TIME_MS } from "@web/exercises/speaking/limits.ts";
import { useSpeakingServices } from "@web/exercises/speaking/services.ts";
import { useRecognitionCycle } from "@web/exercises/speaking/use-recognition-cycle.ts";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import type { RecordedTake } from "@web/lib/recorder/take.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useConversationDeps } from "./conversation-deps.ts";
import {
  type ConversationEvent,
  conversationReducer,
  initialConversation,
  speakingBubble,
} from "./conversation-machine.ts";

/**
 * Drives one conversation: the start call, the partner's lines spoken one after another in their voice,
 * the student's reply recorded and recognised (the chat-bot's recognition), scored (its evaluation against
 * the recognised text) and uploaded, the turn call, and the finish call once the partner has no line left.
 * @param scenarioId - the scenario
 * @param onDone - the conversation is over and stored (the page shows the result)
 * @returns the state, the record cycle, the actions and the record limit
 */
export function useConversation(scenarioId: string, onDone: (sessionId: number) => void) {
  const { t } = useTranslation();
  const deps = useConversationDeps();
  const services = useSpeakingServices();
  const speed = usePlaySpeed();
  const [state, dispatch] = useReducer(conversationReducer, undefined, initialConversation);
  const live = useRef({ state, deps, services, t, onDone, speed });
  live.current = { state, deps, services, t, onDone, speed };
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const send = useCallback((e: ConversationEvent) => {
    if (alive.current) dispatch(e);
  }, []);

  // The start call, once (also when React runs the effect twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    live.current.deps.start(scenarioId).then(
      (s) => send({ type: "started", session_id: s.session_id, turn: s.turn }),
      () => send({ type: "start_failed" }),
    );
  }, [scenarioId, send]);

  // The partner speaks the first queued line; the next follows when it ends.
  const speaking = speakingBubble(state);
  const speakingKey = speaking?.key ?? null;
  useEffect(() => {
    if (!speakingKey) return;
    const bubble = speakingBubble(live.current.state);
    if (!bubble) return;
    const playback = live.current.deps.speak(bubble.text, bubble.voice, live.current.speed);
    let over = false;
    playback.done
      .catch(() => {
        if (!over) showToast(live.current.t("hint_common_sound_play_failed"), "error");
      })
      .finally(() => {
        if (!over) send({ type: "spoken" });
        over = true;
      });
    return () => {
      over = true;
      playback.stop();
    };
  }, [speakingKey, send]);

  const reply = useCallback(
    async (text: string, take: RecordedTake | null) => {
      const { deps: d, services: s, state: st } = live.current;
      const sessionId = st.session_id;
      try {
        if (!sessionId) throw new Error("no session");
        // A take that is not scored or not kept still gets its answer: both are optional for the turn.
        const [evaluation, soundFile] = take
          ? await Promise.all([
              d.scoreTake(take, text, s.loadSocketUrl).catch(() => null),
              s.uploadRecording(take.mp3).catch(() => null),
            ])
          : [null, null];
        const answer = await d.turn({
          session_id: sessionId,
          recognize_text: text.slice(0, AI_SPEAKING_TEXT_MAX),
          record_duration: take ? Math.floor(take.durationMs / 10) / 100 : 0,
          ...(evaluation ? { evaluate_result: evaluation } : {}),
          ...(soundFile ? { sound_file: soundFile } : {}),
        });
        send({ type: "answered", answer });
      } catch {
        send({ type: "send_failed" });
      } finally {
        take?.release();
      }
    },
    [send],
  );

  const cycle = useRecognitionCycle({
    maxTimeMs: SENTENCE_MAX_TIME_MS,
    onRecorded: () => send({ type: "recorded" }),
    onRecognized: ({ text, take }) => {
      send({ type: "recognized", text });
      void reply(text, take);
    },
    onFailed: (error) => {
      // Nothing heard is a failed try like an answer that fits nothing: the partner asks again.
      if (error.kind !== "empty") return send({ type: "recognize_failed", kind: error.kind });
      send({ type: "recognized", text: "" });
      void reply("", null);
    },
    restart: () => record(),
  });
  const record = () => {
    if (live.current.state.phase !== "answer" || cycle.phase !== "idle") return;
    dispatch({ type: "record" });
    cycle.start();
  };

  // The partner has no line left: the conversation is stored, then the result shows.
  const finishing = state.phase === "finishing";
  useEffect(() => {
    if (!finishing) return;
    const sessionId = live.current.state.session_id;
    if (!sessionId) return;
    live.current.deps.finish(sessionId).then(
      () => {
        send({ type: "finished" });
        if (alive.current) live.current.onDone(sessionId);
      },
      () => send({ type: "finish_failed" }),
    );
  }, [finishing, send]);

  /** Plays a partner line again (a tap on its bubble); the student's turn is not affected. */
  const replay = useCallback((text: string, voice: AiSpeakingVoice) => {
    const playback = live.current.deps.speak(text, voice, live.current.speed);
    playback.done.catch(() => showToast(live.current.t("hint_common_sound_play_failed"), "error"));
  }, []);

  return {
    state,
    speakingKey,
    cycle: { ...cycle, start: record },
    maxTimeMs: SENTENCE_MAX_TIME_MS,
    retryFinish: () => dispatch({ type: "retry_finish" }),
    replay,
  };
}
