import { type BaseAnswer, type ChatBotItem, isAnswerLocked } from "@hibiki/exercises";
import { alertBox } from "@web/lib/message-box.ts";
import type { RecordedTake } from "@web/lib/recorder/take.ts";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { useSpeakingServices } from "../speaking/services.ts";
import { useRecognitionCycle } from "../speaking/use-recognition-cycle.ts";
import { buildChatBotAnswer, turnsOf } from "./chat-bot-answer.ts";
import {
  ChatBotMachine,
  type ChatEvent,
  type ChatMatcher,
  type ChatState,
  initialChatState,
  matchReply,
} from "./chat-bot-machine.ts";

/**
 * The reply matcher with its vocabulary (lemmas, negation, terms: most of the chat-bot's code), loaded in
 * the background when the player opens rather than in its first download; a failed load is tried again.
 */
let matcherLoad: Promise<ChatMatcher> | null = null;
function loadMatcher(): Promise<ChatMatcher> {
  matcherLoad ??= import("@hibiki/exercises/chat-bot-match").then(
    (m) => m.matchChatBotOption,
    (error: unknown) => {
      matcherLoad = null;
      throw error;
    },
  );
  return matcherLoad;
}

import { useBotVoice } from "./use-bot-voice.ts";

/** Saving the finished conversation: not yet, in flight, done, or failed (a retry button shows). */
export type SaveStatus = "idle" | "saving" | "saved" | "failed";

/**
 * The machine's start state: a stored answer shows the finished conversation (resume, review).
 * @param previous - the stored answer, if any
 * @returns the state
 */
function startState(previous: BaseAnswer | undefined): ChatState {
  if (!previous || !isAnswerLocked(previous)) return initialChatState();
  return { ...initialChatState(), phase: "ended", turns: turnsOf(previous) };
}

/**
 * Drives one chat-bot conversation: the step machine, the bot's voice, recording and recognising the
 * replies, uploading matched replies, the three-failure alert, and saving the conversation once it ends.
 * @param opts - the item, the stored answer and the shell's submit
 * @returns the state, the record cycle, the audio element ref and the save status
 */
export function useChatBot(opts: {
  item: ChatBotItem;
  previous: BaseAnswer | undefined;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { item } = opts;
  const { t } = useTranslation();
  const services = useSpeakingServices();
  const [machine] = useState(() => new ChatBotMachine(item, startState(opts.previous)));
  const state = useSyncExternalStore(
    useCallback((l: () => void) => machine.subscribe(l), [machine]),
    () => machine.state,
  );
  const dispatch = useCallback((e: ChatEvent) => machine.dispatch(e), [machine]);
  useEffect(() => () => machine.dispose(), [machine]);
  const [save, setSave] = useState<SaveStatus>(() => (state.phase === "ended" ? "saved" : "idle"));
  const take = useRef<RecordedTake | null>(null);
  const question = item.question_items[state.question];
  const maxTimeMs = maxTimeMsOf(question?.record_max_time, SENTENCE_MAX_TIME_MS);

  const cycle = useRecognitionCycle({
    maxTimeMs,
    onRecorded: () => dispatch({ type: "recorded" }),
    onRecognized: ({ text, take: recorded }) => {
      take.current?.release();
      take.current = recorded;
      loadMatcher().then(
        (matcher) => {
          const match = matchReply(item, machine.state, text, matcher);
          dispatch({ type: "recognized", text, durationMs: recorded.durationMs, match });
        },
        () => dispatch({ type: "recognize_failed", kind: "connection" }),
      );
    },
    onFailed: (error) => dispatch({ type: "recognize_failed", kind: error.kind }),
    restart: () => record(),
  });
  const record = () => {
    if (machine.state.phase !== "answer" || cycle.phase !== "idle") return;
    dispatch({ type: "record" });
    cycle.start();
  };
  const audio = useBotVoice(state.phase === "bot" ? question : undefined, () =>
    dispatch({ type: "bot_done" }),
  );

  useEffect(() => () => take.current?.release(), []);
  useEffect(() => void loadMatcher().catch(() => undefined), []);

  // Effects below act once per reply / conversation, also when React runs an effect twice (StrictMode).
  const handled = useRef<{ upload: unknown; alert: unknown; save: boolean }>({
    upload: null,
    alert: null,
    save: false,
  });
  useEffect(() => {
    if (state.phase !== "uploading" || handled.current.upload === state.pending) return;
    handled.current.upload = state.pending;
    const recorded = take.current;
    take.current = null;
    if (!recorded) {
      dispatch({ type: "upload_failed" });
      return;
    }
    services
      .uploadRecording(recorded.mp3)
      .then(
        (soundFile) => dispatch({ type: "uploaded", soundFile }),
        () => dispatch({ type: "upload_failed" }),
      )
      .finally(() => recorded.release());
  }, [state.phase, state.pending, services, dispatch]);

  useEffect(() => {
    if (state.phase !== "alert" || handled.current.alert === state.pending) return;
    handled.current.alert = state.pending;
    void alertBox(t("chatbot.fallback_alert")).then(() => dispatch({ type: "alert_closed" }));
  }, [state.phase, state.pending, t, dispatch]);

  const submit = useRef(opts.onSubmit);
  submit.current = opts.onSubmit;
  const persist = useCallback(() => {
    setSave("saving");
    submit.current(buildChatBotAnswer(item, machine.state.turns)).then(
      () => setSave("saved"),
      // The API client already toasted why; the retry button stays until a save succeeds.
      () => setSave("failed"),
    );
  }, [item, machine]);
  useEffect(() => {
    if (state.phase !== "ended" || save !== "idle" || handled.current.save) return;
    handled.current.save = true;
    persist();
  }, [state.phase, save, persist]);

  return { state, dispatch, cycle, record, audio, maxTimeMs, save, retrySave: persist };
}
