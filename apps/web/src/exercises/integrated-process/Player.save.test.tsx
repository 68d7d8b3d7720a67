import { type BaseAnswer, IntegratedProcessItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SpeechError } from "@web/lib/speech/index.ts";
import { describe, expect, it, vi } from "vitest";
import { renderSteps, stopTake } from "../progress-steps/test-helpers.tsx";
import { fakeServices, playerProps } from "../speaking/test-harness.tsx";
import type { IntegratedAnswer } from "./integrated-answer.ts";
import IntegratedProcessPlayer from "./Player.tsx";

const item = IntegratedProcessItemSchema.parse({
  index: 0,
  question_id: "ip2",
  part_items: [
    {
      part_type: "reading",
      part_info: { title: "Read aloud" },
      progress: [{ type: "record", question_id: "ip2-read", evaluate_text: "The bus leaves at seven." }],
    },
    {
      part_type: "speaking",
      part_info: { title: "Answer" },
      progress: [{ type: "record", question_id: "ip2-answer", evaluate_text: "I walk to school." }],
    },
  ],
});

function setup(opts: { previous?: BaseAnswer; failFirstSave?: boolean } = {}) {
  const { services, seen } = fakeServices();
  const posted: BaseAnswer[] = [];
  let failures = opts.failFirstSave ? 1 : 0;
  const onSubmit = vi.fn(async (a: BaseAnswer) => {
    posted.push(a);
    if (failures-- > 0) throw new Error("network");
    return a;
  });
  const onNext = vi.fn();
  renderSteps(
    <IntegratedProcessPlayer
      kind="integrated-process"
      item={item}
      previous={opts.previous}
      onSubmit={onSubmit}
      {...playerProps()}
      onNext={onNext}
    />,
    services,
  );
  return { seen, posted, onNext };
}

const part = () => screen.getByTestId("part-header").textContent ?? "";

describe("integrated-process player: the item's one answer", () => {
  it("keeps the student on the item when the answer cannot be saved, and saves it again on retry", async () => {
    const { seen, posted, onNext } = setup({ failFirstSave: true });
    fireEvent.click(screen.getByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    await stopTake(seen.sessions[0]);
    await waitFor(() => expect(part()).toContain("Answer"));
    await waitFor(() => expect(seen.sessions).toHaveLength(2));
    await stopTake(seen.sessions[1]);

    await screen.findByTestId("integrated-save-failed");
    expect(onNext).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
    fireEvent.click(screen.getByTestId("integrated-retry"));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual(posted[0]);
    expect(screen.queryByTestId("integrated-save-failed")).toBeNull();
  });

  it("posts a skipped answer that still lists its steps when no recording could be scored", async () => {
    const { seen, posted, onNext } = setup();
    fireEvent.click(screen.getByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[0]!.fail(new SpeechError(32101, "engine failed"));
    await waitFor(() => expect(seen.sessions).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[1]!.fail(new SpeechError(32101, "engine failed"));

    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    const answer = posted[0] as IntegratedAnswer;
    expect(posted).toHaveLength(1);
    expect(answer).toMatchObject({ question_id: "ip2", is_skipped: 1, total_score: 0 });
    expect(answer.sound_file).toBeUndefined();
    expect(answer.steps?.map((s) => [s.question_id, s.part_index, s.is_skipped])).toEqual([
      ["ip2-read", 0, 1],
      ["ip2-answer", 1, 1],
    ]);
  });

  it("lays a resumed item out with its stored steps instead of running it again", async () => {
    const previous = {
      question_id: "ip2",
      total_score: 2,
      sound_file: "/v3/files/rec/1.mp3",
      steps: [
        { question_id: "ip2-read", part_index: 0, total_score: 4, sound_file: "/v3/files/rec/1.mp3" },
        { question_id: "ip2-answer", part_index: 1, is_skipped: 1 },
      ],
    } as BaseAnswer;
    const { seen } = setup({ previous });
    expect(screen.getByTestId("player-integrated-process").dataset.status).toBe("overview");
    expect(screen.queryByTestId("steps-start")).toBeNull();
    const parts = await screen.findAllByTestId("integrated-part");
    expect(within(parts[0]!).getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/1.mp3");
    expect(within(parts[0]!).getByTestId("score-total").dataset.points).toBe("80");
    expect(within(parts[1]!).getByTestId("record-skipped")).toBeTruthy();
    expect(seen.sessions).toHaveLength(0);
    // and it can be recorded again: the programme runs from its Start screen
    fireEvent.click(screen.getByTestId("steps-again"));
    expect(await screen.findByTestId("steps-start")).toBeTruthy();
    expect(screen.getByTestId("player-integrated-process").dataset.status).not.toBe("overview");
  });
});
