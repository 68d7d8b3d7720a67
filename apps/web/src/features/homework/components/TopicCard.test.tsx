import type { HomeworkDetail, HomeworkTopic } from "@hibiki/contracts";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import "../i18n.ts";
import { TopicCard } from "./TopicCard.tsx";

const topic = (over: Partial<HomeworkTopic> = {}): HomeworkTopic => ({
  topic_id: 21,
  res_code: "tb-1",
  kind: "grammar-choice",
  title: "Unit 1 grammar",
  question_ids: [],
  status: "not_submitted",
  best_percent: 0,
  attempts_used: 0,
  remaining_attempts: null,
  last_guid: null,
  returned: null,
  ...over,
});
const homework = (over: Partial<HomeworkDetail> = {}): HomeworkDetail => ({
  sample_answer: 1,
  speech_speed: 1,
  subtitle: 1,
  translation: 1,
  answer_tips: 1,
  required_times: 0,
  has_limit: 0,
  limit_number: 0,
  homework_id: 11,
  message_id: 40,
  title: "Homework",
  comment: "",
  teacher_name: "Sato",
  class_name: "1-A",
  deadline: "2026-11-30T09:00:00Z",
  is_expired: 0,
  status: "not_submitted",
  topics: [],
  created_at: "2026-11-20T09:00:00Z",
  ...over,
});
const show = (hw: HomeworkDetail, t: HomeworkTopic) =>
  renderWithProviders(
    <ul>
      <TopicCard homework={hw} topic={t} />
    </ul>,
  );

describe("homework topic actions", () => {
  it("starts a first attempt in homework mode", async () => {
    show(homework(), topic());
    expect((await screen.findByTestId("topic-start")).getAttribute("href")).toBe(
      "/homework/practice/grammar-choice?homework_id=11&topic_id=21",
    );
    expect(screen.queryByTestId("topic-again")).toBeNull();
  });

  it("allows a late first attempt but no try-again once expired", async () => {
    show(homework({ is_expired: 1 }), topic());
    expect((await screen.findByTestId("topic-start")).getAttribute("href")).toContain("is_expired=1");
  });

  it("hides try-again when expired or when the limit is used up, and offers the result", async () => {
    const done = topic({ attempts_used: 1, best_percent: 80, last_guid: "g1", status: "answered" });
    show(homework({ is_expired: 1 }), done);
    await screen.findByTestId("topic-result");
    expect(screen.queryByTestId("topic-again")).toBeNull();
  });

  it("shows try-again with attempts left and hides it at zero", async () => {
    const used = topic({ attempts_used: 1, last_guid: "g1", remaining_attempts: 1 });
    const first = show(homework({ has_limit: 1, limit_number: 2 }), used);
    expect(await screen.findByTestId("topic-again")).toBeTruthy();
    expect(screen.getByTestId("topic-remaining").textContent).toContain("1");
    first.unmount();
    show(homework({ has_limit: 1, limit_number: 1 }), { ...used, remaining_attempts: 0 });
    await screen.findByTestId("topic-result");
    expect(screen.queryByTestId("topic-again")).toBeNull();
  });

  it("a returned topic says so, with the reason and the quoted notes, and offers the rewrite", async () => {
    const returned = {
      guid: "g1",
      returned_at: "2026-11-27T09:00:00Z",
      teacher_name: "Sato",
      reason: "くり返しを直してください。",
      notes: [
        { note_id: 1, question_id: "je01", comments: "it にしましょう。", teacher: "Sato", quote: "soccer" },
      ],
      answers: [{ question_id: "je01", content: "I like soccer. My friends like soccer." }],
    };
    show(homework({ has_limit: 1, limit_number: 1 }), topic({ remaining_attempts: 1, returned }));
    expect((await screen.findByTestId("topic-start")).textContent).toBe("やり直す");
    expect(screen.getByText("やり直し")).toBeTruthy();
    expect(screen.getByTestId("returned-reason").textContent).toBe("くり返しを直してください。");
    const note = screen.getByTestId("returned-note");
    expect(note.querySelector("blockquote")?.textContent).toBe("soccer");
    expect(note.textContent).toContain("it にしましょう。");
    expect(screen.getByTestId("topic-returned-result").getAttribute("href")).toContain("guid=g1");
  });
});
