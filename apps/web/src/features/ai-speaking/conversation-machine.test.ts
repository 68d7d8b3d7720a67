import { describe, expect, it } from "vitest";
import {
  type ConversationEvent,
  type ConversationState,
  conversationReducer,
  initialConversation,
  speakingBubble,
} from "./conversation-machine.ts";
import { answer, line } from "./test-fixtures.ts";

const run = (events: ConversationEvent[], from: ConversationState = initialConversation()) =>
  events.reduce(conversationReducer, from);

const greet = line("greet", "Hi! I'm Emma. What's your name?");
const hobby = line("hobby", "What do you like to do after school?");

/** Started, the first line spoken, a reply recorded and recognised: waiting for the turn call. */
const sending = (text: string) =>
  run([
    { type: "started", session_id: 7, turn: greet },
    { type: "spoken" },
    { type: "record" },
    { type: "recorded" },
    { type: "recognized", text },
  ]);

describe("the conversation machine", () => {
  it("speaks the first line, then it is the student's turn", () => {
    const s = run([{ type: "started", session_id: 7, turn: greet }]);
    expect(s.phase).toBe("speaking");
    expect(speakingBubble(s)?.text).toBe(greet.say);
    expect(run([{ type: "spoken" }], s).phase).toBe("answer");
  });

  it("a matched reply: the student's bubble, the partner's reply, then the next line, both spoken", () => {
    const s = run(
      [{ type: "answered", answer: answer("matched", "Nice to meet you!", hobby) }],
      sending("I'm Ken."),
    );
    expect(s.phase).toBe("speaking");
    expect(s.bubbles.map((b) => (b.who === "partner" ? `${b.kind}:${b.text}` : `you:${b.text}`))).toEqual([
      `line:${greet.say}`,
      "you:I'm Ken.",
      "reply:Nice to meet you!",
      `line:${hobby.say}`,
    ]);
    expect(s.turn?.node_id).toBe("hobby");
    const after = run([{ type: "spoken" }], s);
    expect(speakingBubble(after)?.text).toBe(hobby.say);
    expect(run([{ type: "spoken" }], after).phase).toBe("answer");
  });

  it("a repair: only the repair line is spoken and the same line is answered again", () => {
    const s = run(
      [{ type: "answered", answer: answer("repair", "Sorry, could you say that again?", greet) }],
      sending("banana telephone"),
    );
    expect(s.bubbles.filter((b) => b.who === "partner").map((b) => b.text)).toEqual([
      greet.say,
      "Sorry, could you say that again?",
    ]);
    expect(s.repairs).toBe(1);
    expect(s.turn?.node_id).toBe("greet");
    expect(run([{ type: "spoken" }], s).phase).toBe("answer");
  });

  it("moved on: the partner's moving-on line, then the next line", () => {
    const s = run(
      [{ type: "answered", answer: answer("moved_on", "No problem. Let's move on.", hobby) }],
      sending("banana"),
    );
    const partner = s.bubbles.filter((b) => b.who === "partner");
    expect(partner.map((b) => (b.who === "partner" ? b.kind : ""))).toEqual(["line", "reply", "line"]);
    expect(s.repairs).toBe(0);
  });

  it("the end: the reply and the closing line, then the session is finished", () => {
    const s = run(
      [{ type: "answered", answer: answer("matched", "Great!", null, "See you tomorrow!") }],
      sending("I like soccer."),
    );
    expect(s.turn).toBeNull();
    const done = run([{ type: "spoken" }, { type: "spoken" }], s);
    expect(done.phase).toBe("finishing");
    expect(run([{ type: "finish_failed" }, { type: "retry_finish" }, { type: "finished" }], done).phase).toBe(
      "done",
    );
  });

  it("recognition failures and a failed turn call give the turn back with a hint", () => {
    const recording = run([
      { type: "started", session_id: 7, turn: greet },
      { type: "spoken" },
      { type: "record" },
    ]);
    expect(run([{ type: "recognize_failed", kind: "timeout" }], recording)).toMatchObject({
      phase: "answer",
      hint: "timeout",
    });
    expect(run([{ type: "recognize_failed", kind: "cancelled" }], recording).hint).toBeNull();
    expect(run([{ type: "send_failed" }], sending("I'm Ken."))).toMatchObject({
      phase: "answer",
      hint: "send_failed",
      pending: null,
    });
  });

  it("ignores events that do not fit the phase", () => {
    const s = initialConversation();
    expect(run([{ type: "record" }, { type: "spoken" }, { type: "finished" }], s)).toBe(s);
  });
});
