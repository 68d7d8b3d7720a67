import type { Resource } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { taskOfItem } from "./writing-task.ts";

// An original Eiken summary task, as the content build writes it.
const resource = {
  res_code: "eiken-2-practice-write-summary-9",
  kind: "topic-writing",
  items: [
    {
      question_id: "ws01",
      topic: "Summarize the passage",
      content: "Some towns run night buses. They help workers. However, they cost a lot.",
      main_points: ["towns run night buses", "they help workers", "they cost a lot"],
      min_words: 45,
      max_words: 55,
      exam_kind: "summary",
      sample: [{ en_answer: "Some towns now have night buses, which help workers, but they are expensive." }],
    },
  ],
} as unknown as Resource;
const catalog = { resource: async (code: string) => (code === resource.res_code ? { resource } : undefined) };

describe("the task of a textbook writing item", () => {
  it("gives a summary task its passage and main points, for the Eiken summary rubric", async () => {
    const task = await taskOfItem(catalog as unknown as ContentCatalog, resource.res_code, "ws01");
    expect(task).toMatchObject({
      kind: "summary",
      min_words: 45,
      max_words: 55,
      source: "Some towns run night buses. They help workers. However, they cost a lot.",
      points: ["towns run night buses", "they help workers", "they cost a lot"],
    });
    expect(await taskOfItem(catalog as unknown as ContentCatalog, "nothing", "ws01")).toBeUndefined();
  });
});
