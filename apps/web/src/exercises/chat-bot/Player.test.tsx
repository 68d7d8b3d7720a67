import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox, currentBox } from "@web/lib/message-box.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { echoSubmit, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import Player from "./Player.tsx";
import { chatServices } from "./test-harness.ts";
import { chatItem } from "./test-item.ts";

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  play.mockRestore();
  while (currentBox()) acceptBox();
});

type Harness = ReturnType<typeof chatServices>;

function renderPlayer(h: Harness, onSubmit = echoSubmit().onSubmit, extra: object = {}) {
  return renderSpeaking(
    <Player kind="chat-bot" item={chatItem} onSubmit={onSubmit} {...playerProps()} {...extra} />,
    h.services,
  );
}

const phase = () => screen.getByTestId("player-chat-bot").dataset.phase;

/** The bot's line ends (audio ended, or the reading pause for a line without audio). */
async function botFinishes() {
  await waitFor(() => expect(phase()).toBe("bot"));
  fireEvent(screen.getByTestId("chat-voice"), new Event("ended"));
  await waitFor(() => expect(phase()).not.toBe("bot"), { timeout: 3000 });
}

/** The student records a reply and the recogniser hears `text`. */
async function reply(h: Harness, text: string) {
  const n = h.replies.length;
  fireEvent.click(screen.getByTestId("record-button"));
  await waitFor(() => expect(h.replies).toHaveLength(n + 1));
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  const r = h.replies[n]!;
  r.elapsed = 1800;
  fireEvent.click(screen.getByTestId("record-button"));
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recognizing"));
  act(() => r.hear(text));
}

describe("chat-bot player", () => {
  it("runs a branching conversation and posts it once, as the item's answer", async () => {
    const h = chatServices();
    const { onSubmit, posted } = echoSubmit();
    renderPlayer(h, onSubmit);
    fireEvent.click(screen.getByTestId("chat-start"));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("chat-voice").getAttribute("src")).toContain("chat/q0.mp3");
    expect(screen.getByTestId("chat-status").textContent).toBe(i18n.t("chatbot.bot_speaking"));
    await botFinishes();
    expect(screen.getByTestId("chat-options").textContent).toContain("Curry and rice, please.");
    await reply(h, "I want ramen");
    await waitFor(() => expect(h.seen.uploads).toHaveLength(1));
    // the chosen option's child follows after the 1.2 s pause; it has no audio, so it stays readable a moment
    await waitFor(() => expect(screen.getAllByTestId("chat-bot-line")).toHaveLength(2), { timeout: 3000 });
    expect(screen.getAllByTestId("chat-bot-line")[1]?.textContent).toContain("Hot or cold ramen?");
    await waitFor(() => expect(phase()).toBe("answer"), { timeout: 3000 });
    await reply(h, "cold ramen");
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 3000 });
    expect(posted[0]).toMatchObject({
      question_id: "cb1",
      recognize_text: "I want ramen\ncold ramen",
      answer_result: [0, 1],
      total_score: 5,
      percent_score: 100,
      sound_file: "/v3/files/rec/2.mp3?sig=t",
      record_duration: 3.6,
      turns: [
        { question_id: "cb1-0", answer_index: 0, sound_file: "/v3/files/rec/1.mp3?sig=t" },
        { question_id: "cb1-1", answer_index: 1, sound_file: "/v3/files/rec/2.mp3?sig=t" },
      ],
    });
    expect(posted[0]?.evaluate_html).toContain('<span class="sw sw-ok">ramen</span>');
    expect(screen.getByTestId("chat-status").textContent).toBe(i18n.t("chatbot.ended"));
    expect(
      screen
        .getAllByTestId("chat-student-line")
        .map((l) => l.querySelector("[data-testid='chat-reply-text']")?.textContent),
    ).toEqual(["I want ramen", "cold ramen"]);
  });

  it("asks to retry when the reply matches no option, showing what was heard", async () => {
    const h = chatServices();
    renderPlayer(h);
    fireEvent.click(screen.getByTestId("chat-start"));
    await botFinishes();
    await reply(h, "my dog is brown");
    const hint = await screen.findByTestId("chat-hint");
    expect(hint.dataset.hint).toBe("no_match");
    expect(hint.textContent).toContain(i18n.t("chatbot.hint_no_match"));
    expect(screen.getByTestId("chat-heard").textContent).toContain("my dog is brown");
    expect(hint.textContent).toContain(i18n.t("chatbot.tries_left", { n: 2 }));
    expect(h.seen.uploads).toHaveLength(0);
    expect(phase()).toBe("answer");
  });

  it("after three misses alerts, then takes the first option", async () => {
    const h = chatServices();
    renderPlayer(h);
    fireEvent.click(screen.getByTestId("chat-start"));
    await botFinishes();
    await reply(h, "blue sky");
    await waitFor(() => expect(phase()).toBe("answer"));
    await reply(h, "green trees");
    await waitFor(() => expect(phase()).toBe("answer"));
    await reply(h, "white clouds");
    await waitFor(() => expect(currentBox()?.text).toBe(i18n.t("chatbot.fallback_alert")));
    expect(h.seen.uploads).toHaveLength(0);
    act(() => {
      acceptBox();
    });
    await waitFor(() => expect(h.seen.uploads).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId("chat-fallback")).toBeTruthy());
    expect(screen.getByTestId("chat-matched").textContent).toContain("I want ramen.");
    await waitFor(
      () => expect(screen.getAllByTestId("chat-bot-line")[1]?.textContent).toContain("Hot or cold"),
      {
        timeout: 3000,
      },
    );
  });

  it.each([
    ["timeout", "recognize_timeout"],
    ["connection", "recognize_connection"],
  ] as const)("shows the %s hint and lets the student answer again", async (kind, hint) => {
    const h = chatServices();
    renderPlayer(h);
    fireEvent.click(screen.getByTestId("chat-start"));
    await botFinishes();
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(h.replies).toHaveLength(1));
    act(() => h.replies[0]!.fail(kind));
    const shown = await screen.findByTestId("chat-hint");
    expect(shown.dataset.hint).toBe(hint);
    expect(shown.textContent).toContain(i18n.t(`chatbot.hint_${hint}`));
    expect(shown.textContent).not.toContain(i18n.t("chatbot.tries_left", { n: 2 }));
    expect(screen.getByTestId("record-button").hasAttribute("disabled")).toBe(false);
  });

  it("shows a stored conversation without starting again", () => {
    const h = chatServices();
    const { onSubmit } = echoSubmit();
    renderPlayer(h, onSubmit, {
      previous: {
        question_id: "cb1",
        recognize_text: "curry and rice please",
        answer_result: [1],
        turns: [
          {
            question_id: "cb1-0",
            recognize_text: "curry and rice please",
            answer_index: 1,
            sound_file: "/r/1.mp3",
          },
        ],
      },
    });
    expect(screen.queryByTestId("chat-start")).toBeNull();
    expect(phase()).toBe("ended");
    const bots = screen.getAllByTestId("chat-bot-line").map((l) => l.textContent);
    expect(bots[0]).toContain("What do you want for lunch?");
    // the closing line the chosen option led to
    expect(bots[1]).toContain("Spicy curry is popular here.");
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/r/1.mp3");
    expect(onSubmit).not.toHaveBeenCalled();
    // a new conversation can be started over it
    fireEvent.click(screen.getByTestId("chat-again"));
    expect(phase()).toBe("ready");
    expect(screen.getByTestId("chat-start")).toBeTruthy();
    expect(screen.queryByTestId("my-recording")).toBeNull();
  });

  it("offers to save again when posting the conversation fails", async () => {
    const h = chatServices();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockImplementation(async (a) => a);
    renderPlayer(h, onSubmit);
    fireEvent.click(screen.getByTestId("chat-start"));
    await botFinishes();
    await reply(h, "curry and rice please");
    await waitFor(() => expect(phase()).toBe("bot"), { timeout: 3000 });
    await waitFor(() => expect(phase()).toBe("ended"), { timeout: 3000 });
    fireEvent.click(await screen.findByTestId("chat-save-retry"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId("chat-save-retry")).toBeNull());
  });

  it("says so in review mode when there is no conversation yet", () => {
    renderPlayer(chatServices(), echoSubmit().onSubmit, { mode: "review" });
    expect(screen.queryByTestId("chat-start")).toBeNull();
    expect(screen.getByTestId("player-chat-bot").textContent).toContain(i18n.t("chatbot.not_started"));
  });
});
