import { PictureDescribeItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { forgetEvaluationXml } from "@web/lib/speech/index.ts";
import { SAMPLE_OPEN_ANSWER_XML } from "@web/lib/speech/sample-open-answer.xml.ts";
import { afterEach, describe, expect, it } from "vitest";
import {
  echoSubmit,
  fakeServices,
  firstFrameOf,
  openOutcome,
  playerProps,
  renderSpeaking,
} from "../speaking/test-harness.tsx";
import PictureDescribePlayer from "./Player.tsx";

const KEPT = "/v3/files/eval/hbk00000000000000a1.xml?sig=t";

const openItem = PictureDescribeItemSchema.parse({
  index: 0,
  question_id: "pd-open",
  category: "free",
  picture: "pics/park.svg",
  instruction: "Describe what the people in the park are doing.",
  samples: [{ content: "A boy is playing with a ball and a girl is walking a dog." }],
  open_answer: {
    elements: [
      {
        id: "boy-ball",
        ja: "男の子がボールで遊んでいる",
        en: "A boy is playing with a ball",
        match: [["boy", "ball"]],
      },
      {
        id: "girl-dog",
        ja: "女の子が犬を散歩させている",
        en: "A girl is walking a dog",
        match: [["girl", "dog"]],
      },
      {
        id: "man-book",
        ja: "男の人が本を読んでいる",
        en: "A man is reading a book",
        match: [["man", "book"]],
      },
    ],
  },
});

afterEach(() => forgetEvaluationXml());

describe("picture-describe player with an open answer", () => {
  it("evaluates as open_answer naming the item, then shows the elements, part scores and comment", async () => {
    const fake = fakeServices({ outcome: openOutcome(SAMPLE_OPEN_ANSWER_XML, KEPT) });
    const { onSubmit, posted } = echoSubmit();
    renderSpeaking(
      <PictureDescribePlayer
        kind="picture-describe"
        item={openItem}
        onSubmit={onSubmit}
        {...playerProps()}
      />,
      fake.services,
    );
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(fake.seen.sessions).toHaveLength(1));
    const session = fake.seen.sessions[0]!;
    expect(session.options).toMatchObject({
      category: "open_answer",
      item: { res_code: "test-sr", question_id: "pd-open" },
      maxTimeMs: 60_000,
    });
    expect(firstFrameOf(session.options)).toMatchObject({
      category: "open_answer",
      text: "Describe what the people in the park are doing.",
      item: { res_code: "test-sr", question_id: "pd-open" },
    });
    session.elapsed = 4000;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));

    const detail = await screen.findByTestId("open-answer");
    expect(posted[0]).toMatchObject({
      question_id: "pd-open",
      total_score: 3.8,
      integrity_score: 4,
      evaluate_result: KEPT,
      recognize_text: "a boy is kick a ball and a girl is walking her dog",
    });
    // shown from the XML scored just now: nothing is fetched
    expect(fake.seen.xmlLoads).toEqual([]);
    expect(within(detail).getByTestId("score-open-total").dataset.points).toBe("76");
    expect(within(detail).getByTestId("found-count").textContent).toBe("3 個のうち 2 個言えました");
    expect(screen.getByTestId("open-answer-comment").textContent).toContain("男の人のことも加えましょう");
    expect(screen.getByTestId("my-recording")).toBeTruthy();
    expect(screen.queryByTestId("score-rings")).toBeNull();
  });

  it("records an open item that has no reference text at all (nothing to read is no problem)", async () => {
    const fake = fakeServices({ outcome: openOutcome() });
    const bare = PictureDescribeItemSchema.parse({ ...openItem, samples: undefined, instruction: undefined });
    renderSpeaking(
      <PictureDescribePlayer
        kind="picture-describe"
        item={bare}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      fake.services,
    );
    expect(screen.queryByTestId("unscorable")).toBeNull();
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(fake.seen.sessions).toHaveLength(1));
    expect(firstFrameOf(fake.seen.sessions[0]?.options)).toMatchObject({ category: "open_answer", text: "" });
  });

  it("keeps reading the reference (read_chapter, no item) when the item has no rubric", async () => {
    const fake = fakeServices();
    const reading = PictureDescribeItemSchema.parse({ ...openItem, open_answer: undefined });
    renderSpeaking(
      <PictureDescribePlayer
        kind="picture-describe"
        item={reading}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      fake.services,
    );
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(fake.seen.sessions).toHaveLength(1));
    const frame = firstFrameOf(fake.seen.sessions[0]?.options);
    expect(frame).toMatchObject({
      category: "read_chapter",
      text: "\uFEFF[content]\nA boy is playing with a ball and a girl is walking a dog.",
    });
    expect(frame.item).toBeUndefined();
  });

  it("in review mode loads the stored answer's kept XML and shows its detail", async () => {
    const fake = fakeServices({ xmlByRef: { [KEPT]: SAMPLE_OPEN_ANSWER_XML } });
    renderSpeaking(
      <PictureDescribePlayer
        kind="picture-describe"
        item={openItem}
        previous={{
          question_id: "pd-open",
          total_score: 3.8,
          sound_file: "/v3/files/rec/7.mp3",
          evaluate_result: KEPT,
        }}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
      fake.services,
    );
    expect(screen.getByTestId("open-answer-loading")).toBeTruthy();
    await screen.findByTestId("open-answer");
    expect(fake.seen.xmlLoads).toEqual([KEPT]);
    expect(screen.getAllByTestId("open-answer-element").map((e) => e.dataset.found)).toEqual([
      "true",
      "true",
      "false",
    ]);
  });
});
