import { CHAT_BOT_NEXT_DELAY_MS, type ChatBotItem, ChatBotItemSchema, SAMPLE_ITEMS } from "@hibiki/exercises";
import { matchChatBotOption } from "@hibiki/exercises/chat-bot-match";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ChatBotMachine,
  type ChatEvent,
  chatReducer,
  initialChatState,
  matchReply,
} from "./chat-bot-machine.ts";
import { chatItem } from "./test-item.ts";

let machine: ChatBotMachine;
/** A recognised reply, matched as the player matches it (against the machine's current line). */
const heard = (m: ChatBotMachine, item: ChatBotItem, text: string, durationMs: number): ChatEvent => ({
  type: "recognized",
  text,
  durationMs,
  match: matchReply(item, m.state, text, matchChatBotOption),
});
const phase = () => machine.state.phase;
const send = (...events: ChatEvent[]) => {
  for (const e of events) machine.dispatch(e);
};
/** The student answers the current question with this text, and the upload succeeds. */
const answer = (text: string, soundFile = "/rec/x.mp3") =>
  send({ type: "record" }, { type: "recorded" }, heard(machine, chatItem, text, 1840), {
    type: "uploaded",
    soundFile,
  });

beforeEach(() => {
  vi.useFakeTimers();
  machine = new ChatBotMachine(chatItem);
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
});

describe("chat-bot machine", () => {
  it("asks, records, matches, waits 1.2 s, then follows the chosen option's child", () => {
    expect(phase()).toBe("ready");
    send({ type: "start" });
    expect(phase()).toBe("bot");
    send({ type: "bot_done" });
    expect(phase()).toBe("answer");
    answer("curry and rice please", "/rec/1.mp3");
    expect(phase()).toBe("next");
    expect(machine.state.turns).toEqual([
      {
        question_id: "cb1-0",
        recognize_text: "curry and rice please",
        answer_index: 1,
        sound_file: "/rec/1.mp3",
        record_duration: 1.84,
      },
    ]);
    vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS - 1);
    expect(phase()).toBe("next");
    vi.advanceTimersByTime(1);
    expect(phase()).toBe("bot");
    expect(chatItem.question_items[machine.state.question]?.question_id).toBe("cb1-2");
    // the child has no options: its line ends the conversation
    send({ type: "bot_done" });
    expect(phase()).toBe("ended");
  });

  it("ends when the chosen option has no child", () => {
    send({ type: "start" }, { type: "bot_done" });
    answer("I want ramen");
    vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS);
    send({ type: "bot_done" });
    answer("cold ramen");
    vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS);
    expect(phase()).toBe("ended");
    expect(machine.state.turns.map((t) => [t.question_id, t.answer_index])).toEqual([
      ["cb1-0", 0],
      ["cb1-1", 1],
    ]);
  });

  it("asks to retry on no match, and after the third miss alerts and takes the first option", () => {
    send({ type: "start" }, { type: "bot_done" });
    send({ type: "record" }, heard(machine, chatItem, "my dog is brown", 1000));
    expect(machine.state).toMatchObject({
      phase: "answer",
      hint: "no_match",
      failures: 1,
      heard: "my dog is brown",
    });
    send({ type: "record" }, { type: "recognize_failed", kind: "empty" });
    expect(machine.state).toMatchObject({ phase: "answer", hint: "recognize_empty", failures: 2 });
    send({ type: "record" }, heard(machine, chatItem, "yesterday it rained", 1200));
    expect(phase()).toBe("alert");
    // nothing moves on while the alert is open
    vi.advanceTimersByTime(10_000);
    expect(phase()).toBe("alert");
    send({ type: "alert_closed" });
    expect(phase()).toBe("uploading");
    send({ type: "uploaded", soundFile: "/rec/3.mp3" });
    expect(machine.state.turns[0]).toMatchObject({
      answer_index: 0,
      fallback: 1,
      recognize_text: "yesterday it rained",
    });
    vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS);
    expect(chatItem.question_items[machine.state.question]?.question_id).toBe("cb1-1");
    expect(machine.state.failures).toBe(0);
  });

  it("shows timeout, connection and server hints without counting them as misses", () => {
    send({ type: "start" }, { type: "bot_done" });
    for (const [kind, hint] of [
      ["timeout", "recognize_timeout"],
      ["connection", "recognize_connection"],
      ["server", "recognize_server"],
    ] as const) {
      send({ type: "record" }, { type: "recorded" }, { type: "recognize_failed", kind });
      expect(machine.state).toMatchObject({ phase: "answer", hint, failures: 0 });
    }
    send({ type: "record" }, { type: "recognize_failed", kind: "cancelled" });
    expect(machine.state).toMatchObject({ phase: "answer", hint: null });
  });

  it("lets the student say it again when the upload fails", () => {
    send({ type: "start" }, { type: "bot_done" }, { type: "record" });
    send(heard(machine, chatItem, "I want ramen", 900), { type: "upload_failed" });
    expect(machine.state).toMatchObject({ phase: "answer", hint: "upload_failed", turns: [] });
    vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS);
    expect(phase()).toBe("answer");
  });

  it("ignores events that do not fit the phase", () => {
    const s = initialChatState();
    for (const e of [
      { type: "bot_done" },
      { type: "record" },
      { type: "next" },
      { type: "uploaded", soundFile: "x" },
    ] as const)
      expect(chatReducer(chatItem, s, e)).toBe(s);
  });

  it("stops a conversation that loops at the most turns an answer keeps", () => {
    const loop = ChatBotItemSchema.parse({
      index: 0,
      question_id: "loop",
      question_items: [
        {
          index: 0,
          question_id: "l0",
          screen_text: "Again?",
          options: [{ content: "Yes.", child_index: 0 }],
        },
      ],
    });
    const m = new ChatBotMachine(loop);
    m.dispatch({ type: "start" });
    let turns = 0;
    while (m.state.phase !== "ended" && turns < 60) {
      m.dispatch({ type: "bot_done" });
      m.dispatch({ type: "record" });
      m.dispatch(heard(m, loop, "yes", 500));
      m.dispatch({ type: "uploaded", soundFile: "/r.mp3" });
      vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS);
      turns++;
    }
    expect(m.state.turns).toHaveLength(50);
    m.dispose();
  });

  it("cancels its timer when disposed", () => {
    const fixture = ChatBotItemSchema.parse(SAMPLE_ITEMS["chat-bot"]);
    const m = new ChatBotMachine(fixture);
    const seen: string[] = [];
    m.subscribe((s) => seen.push(s.phase));
    m.dispatch({ type: "start" });
    m.dispatch({ type: "bot_done" });
    m.dispatch({ type: "record" });
    m.dispatch(heard(m, fixture, "I like tennis", 700));
    m.dispatch({ type: "uploaded", soundFile: "/r.mp3" });
    m.dispose();
    vi.advanceTimersByTime(CHAT_BOT_NEXT_DELAY_MS * 2);
    expect(m.state.phase).toBe("next");
    expect(seen).toEqual(["bot", "answer", "recording", "uploading", "next"]);
  });

  it("matches a reply that says an option in other words, by the synonyms the content build attached", () => {
    const item = ChatBotItemSchema.parse({
      ...chatItem,
      question_items: [
        {
          index: 0,
          question_id: "cb2-0",
          screen_text: "What do you want to do this weekend?",
          options: [
            { content: "I want to play tennis." },
            { content: "I want to watch a movie.", synonyms: { watch: ["see"], movie: ["film"] } },
          ],
        },
      ],
    });
    const withSynonyms = new ChatBotMachine(item);
    withSynonyms.dispatch({ type: "start" });
    withSynonyms.dispatch({ type: "bot_done" });
    withSynonyms.dispatch({ type: "record" });
    withSynonyms.dispatch({ type: "recorded" });
    withSynonyms.dispatch(heard(withSynonyms, item, "I want to see a film", 1500));
    expect(withSynonyms.state.pending).toMatchObject({ answerIndex: 1, fallback: false });
    withSynonyms.dispose();
  });
});
