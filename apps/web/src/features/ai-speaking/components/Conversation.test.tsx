import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { chatServices } from "@web/exercises/chat-bot/test-harness.ts";
import { SpeakingServicesContext } from "@web/exercises/speaking/services.ts";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox, currentBox } from "@web/lib/message-box.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ConversationDeps, ConversationDepsContext, type TurnRequest } from "../conversation-deps.ts";
import type { TurnAnswer } from "../conversation-machine.ts";
import { answer, line, testScenario } from "../test-fixtures.ts";
import { Conversation } from "./Conversation.tsx";

afterEach(() => {
  while (currentBox()) acceptBox();
});

const greet = line("greet", "Hi! I'm Emma. What's your name?");
const hobby = line("hobby", "What do you like to do after school?");
const club = line("club", "Are you in a club?");

type Harness = ReturnType<typeof chatServices>;

/**
 * Renders a conversation whose turn call answers from `script` in order; the partner's voice ends at once.
 * @param script - the turn call's answers
 * @returns the recogniser fakes, what was spoken and sent, and the done callback
 */
function talk(script: TurnAnswer[]) {
  const h = chatServices();
  const sent: TurnRequest[] = [];
  const spoken: string[] = [];
  const deps: ConversationDeps = {
    start: vi.fn(async () => ({ session_id: 7, turn: greet })),
    turn: vi.fn(async (r: TurnRequest) => {
      sent.push(r);
      const next = script.shift();
      if (!next) throw new Error("the script has no more answers");
      return next;
    }),
    finish: vi.fn(async () => undefined),
    speak: (text) => {
      spoken.push(text);
      return { done: Promise.resolve(), stop: () => undefined };
    },
    scoreTake: vi.fn(async () => "/v3/files/eval/take.xml?sig=t"),
  };
  const onDone = vi.fn();
  render(
    <SpeakingServicesContext.Provider value={h.services}>
      <ConversationDepsContext.Provider value={deps}>
        <Conversation scenario={testScenario} onDone={onDone} />
      </ConversationDepsContext.Provider>
    </SpeakingServicesContext.Provider>,
  );
  return { h, deps, sent, spoken, onDone };
}

const phase = () => screen.getByTestId("ais-conversation").dataset.phase;

/** Waits for the student's turn, records a reply and lets the recogniser hear `text`. */
async function say(h: Harness, text: string) {
  await waitFor(() => expect(phase()).toBe("answer"));
  const n = h.replies.length;
  fireEvent.click(screen.getByTestId("record-button"));
  await waitFor(() => expect(h.replies).toHaveLength(n + 1));
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  const r = h.replies[n]!;
  r.elapsed = 1800;
  fireEvent.click(screen.getByTestId("record-button"));
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("evaluating"));
  act(() => r.hear(text));
}

const partnerTexts = () => screen.getAllByTestId("ais-partner-text").map((p) => p.textContent);

describe("the AI speaking conversation", () => {
  it("matched, repair, moved on and the end: the partner's lines are spoken and the bubbles grow", async () => {
    const t = talk([
      answer("matched", "Nice to meet you, Ken!", hobby),
      answer("repair", "Sorry, could you say that again?", hobby),
      answer("moved_on", "No problem. Let's move on.", club),
      answer("matched", "Cool!", null, "It was nice talking to you. See you tomorrow!"),
    ]);
    await waitFor(() => expect(t.spoken).toEqual([greet.say]));
    expect(partnerTexts()).toEqual([greet.say]);

    // matched: the reply, then the next line
    await say(t.h, "My name is Ken.");
    await waitFor(() => expect(t.spoken).toEqual([greet.say, "Nice to meet you, Ken!", hobby.say]));
    expect(t.sent[0]).toEqual({
      session_id: 7,
      recognize_text: "My name is Ken.",
      record_duration: 1.8,
      evaluate_result: "/v3/files/eval/take.xml?sig=t",
      sound_file: "/v3/files/rec/1.mp3?sig=t",
    });
    const first = screen.getAllByTestId("ais-student-line")[0]!;
    expect(first.dataset.outcome).toBe("matched");
    expect(within(first).getByTestId("ais-outcome").textContent).toBe(i18n.t("ais.outcome.matched"));
    expect(first.textContent).toContain(i18n.t("ais.pron", { n: 85 }));

    // an unexpected answer: only the repair line is spoken, the same line is answered again
    await say(t.h, "Banana telephone.");
    await waitFor(() => expect(t.spoken).toHaveLength(4));
    expect(t.spoken[3]).toBe("Sorry, could you say that again?");
    const repair = screen.getAllByTestId("ais-partner-line").at(-1)!;
    expect(repair.dataset.kind).toBe("repair");
    const second = screen.getAllByTestId("ais-student-line")[1]!;
    expect(second.dataset.outcome).toBe("repair");
    expect(within(second).getByTestId("ais-model").textContent).toContain("My name is Ken.");

    // the second miss: the partner moves on to the next line
    await say(t.h, "Banana again.");
    await waitFor(() => expect(t.spoken.slice(4)).toEqual(["No problem. Let's move on.", club.say]));
    expect(screen.getAllByTestId("ais-student-line")[2]!.dataset.outcome).toBe("moved_on");

    // the last line: the reply and the closing line, then the session is finished and the result shows
    await say(t.h, "Yes, I am in the soccer club.");
    await waitFor(() => expect(t.onDone).toHaveBeenCalledWith(7));
    expect(t.spoken.slice(6)).toEqual(["Cool!", "It was nice talking to you. See you tomorrow!"]);
    expect(t.deps.finish).toHaveBeenCalledTimes(1);
    expect(t.sent.map((r) => r.recognize_text)).toEqual([
      "My name is Ken.",
      "Banana telephone.",
      "Banana again.",
      "Yes, I am in the soccer club.",
    ]);
  });

  it("nothing heard is sent as an empty answer, so the partner asks again", async () => {
    const t = talk([answer("repair", "Sorry, I didn't catch that.", greet)]);
    await waitFor(() => expect(phase()).toBe("answer"));
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(t.h.replies).toHaveLength(1));
    act(() => t.h.replies[0]!.fail("empty"));
    await waitFor(() => expect(t.spoken).toEqual([greet.say, "Sorry, I didn't catch that."]));
    expect(t.sent[0]).toEqual({ session_id: 7, recognize_text: "", record_duration: 0 });
    await waitFor(() => expect(phase()).toBe("answer"));
  });

  it("a failed turn call gives the turn back with a hint; the English and the Japanese can be toggled", async () => {
    const t = talk([]);
    await say(t.h, "My name is Ken.");
    await waitFor(() => expect(screen.getByTestId("ais-hint").dataset.hint).toBe("send_failed"));
    expect(phase()).toBe("answer");
    expect(screen.queryByTestId("ais-partner-ja")).toBeNull();
    fireEvent.click(screen.getByTestId("ais-show-ja"));
    expect(screen.getByTestId("ais-partner-ja").textContent).toBe(greet.say_ja);
    fireEvent.click(screen.getByTestId("ais-show-text"));
    expect(screen.queryByTestId("ais-partner-text")).toBeNull();
    fireEvent.click(screen.getByTestId("ais-hint-button"));
    expect(screen.getByTestId("ais-hint-text").textContent).toContain(greet.hint);
  });
});
