import {
  type BaseAnswer,
  ChatBotAnswerSchema,
  deriveScores,
  locateItem,
  ResourceSchema,
} from "@hibiki/exercises";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import type { SaveRequest, SaveResult } from "../shell/use-attempt.ts";
import { SpeakingServicesContext } from "../speaking/services.ts";
import { chatServices } from "./test-harness.ts";
import { chatItem } from "./test-item.ts";

const resource = ResourceSchema.parse({
  res_code: "test-chat-bot",
  res_id: 12,
  res_title: "Lunch time",
  res_version: 2,
  kind: "chat-bot",
  items: [chatItem],
});

const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("chat-bot inside the real player shell", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("posts the conversation once, as an answer the server accepts, then goes to the result", async () => {
    await import("./Player.tsx");
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const h = chatServices();
    const requests: SaveRequest[] = [];
    const save = async (req: SaveRequest): Promise<SaveResult> => {
      requests.push(req);
      // what textbook/topic-answer-record does: validate with the kind's answer schema, keep engine scores
      const parsed = ChatBotAnswerSchema.parse(req.item) as BaseAnswer;
      return { item: { ...parsed, ...deriveScores(parsed) } };
    };
    const onFinish = vi.fn();
    renderWithProviders(
      <SpeakingServicesContext.Provider value={h.services}>
        <PlayerShell
          resource={resource}
          mode="practice"
          assetBase="/res/test-chat-bot/2/"
          answerData={null}
          itemStats={[]}
          save={save}
          onFinish={onFinish}
          newGuid={() => "guid-cb"}
        />
      </SpeakingServicesContext.Provider>,
    );
    for (let i = 0; i < 20 && !screen.queryByTestId("player-chat-bot"); i++) await advance(10);
    const answer = async (n: number, text: string) => {
      fireEvent.click(screen.getByTestId("record-button"));
      await advance();
      expect(h.replies).toHaveLength(n);
      h.replies[n - 1]!.elapsed = 1500;
      fireEvent.click(screen.getByTestId("record-button"));
      await advance();
      act(() => h.replies[n - 1]!.hear(text));
      await advance();
      await advance();
    };
    fireEvent.click(screen.getByTestId("chat-start"));
    await advance();
    fireEvent.ended(screen.getByTestId("chat-voice"));
    await advance();
    await answer(1, "I want ramen please");
    expect(requests).toHaveLength(0);
    await advance(1200);
    // the child question has no audio: it stays readable 1.5 s before the student's turn
    await advance(1500);
    await answer(2, "hot ramen please");
    await advance(1200);
    // the closing line plays, then the conversation is saved
    fireEvent.ended(screen.getByTestId("chat-voice"));
    await advance();
    await advance();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ res_code: "test-chat-bot", guid: "guid-cb", is_completed: 1 });
    expect(requests[0]?.item).toMatchObject({ question_id: "cb1", answer_result: [0, 0], total_score: 5 });
    expect(locateItem(resource, requests[0]!.item.question_id)?.kind).toBe("chat-bot");
    expect(onFinish).not.toHaveBeenCalled();
    await advance(2000);
    expect(onFinish).toHaveBeenCalledWith("guid-cb");
  });
});
