import type { AiSpeakingVoice as TtsVoice } from "@hibiki/contracts";
import type { RecordedTake } from "@web/lib/recorder/take.ts";
import { createContext, useContext } from "react";
import type { PartnerTurn, TurnAnswer } from "./conversation-machine.ts";

/** What the turn call is sent: the recognised reply, its kept evaluation and its recording. */
export type TurnRequest = {
  session_id: number;
  recognize_text: string;
  evaluate_result?: string;
  sound_file?: string;
  record_duration: number;
};

/** A line being spoken: `done` settles when it ends (rejects when it cannot play), `stop` cuts it off. */
export type Speaking = { done: Promise<void>; stop: () => void };

/**
 * Everything a conversation reaches outside React besides the recogniser (which comes with the speaking
 * services): the calls, the partner's voice and the scoring of a take. Tests hand in fakes.
 */
export type ConversationDeps = {
  start: (scenarioId: string) => Promise<{ session_id: number; turn: PartnerTurn }>;
  turn: (request: TurnRequest) => Promise<TurnAnswer>;
  finish: (sessionId: number) => Promise<void>;
  /** speaks a line in a voice at the header's speed */
  speak: (text: string, voice: TtsVoice, speed: number) => Speaking;
  /** the take's evaluation against what was recognised (on the socket the loader signs), or null */
  scoreTake: (
    take: RecordedTake,
    text: string,
    loadSocketUrl: () => Promise<string>,
  ) => Promise<string | null>;
};

/** The real dependencies, provided by the detail page (the feature's api.ts builds them). */
export const ConversationDepsContext = createContext<ConversationDeps | null>(null);

/**
 * The conversation's dependencies in effect.
 * @returns the dependencies
 * @throws Error when no provider is mounted (a programming error)
 */
export function useConversationDeps(): ConversationDeps {
  const deps = useContext(ConversationDepsContext);
  if (!deps) throw new Error("ConversationDepsContext is not provided");
  return deps;
}
