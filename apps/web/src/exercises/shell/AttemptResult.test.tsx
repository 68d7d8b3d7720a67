import type { TopicAnswerResult } from "@hibiki/contracts";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { AttemptResult } from "./AttemptResult.tsx";
import { grammarChoiceResource } from "./test-fixtures.ts";

const resource = grammarChoiceResource();

/** An attempt on q2 only (a question_ids selection), answered right. */
const result: TopicAnswerResult = {
  resource: {
    res_code: "test-gc",
    res_id: 7,
    res_title: "Test grammar choice",
    res_type: "grammar-choice",
    res_version: 1,
    res_zip_url: "",
    res_level: "",
    root_path: "",
    part_title: "",
    question_ids: ["q2"],
    kind: "grammar-choice",
    resource_url: "/res/test-gc/1/resource.json?v=1",
    asset_base: "/res/test-gc/1/",
  },
  answer_data: {
    guid: "g-1",
    current_index: 0,
    is_completed: 1,
    items: [{ question_id: "q2", answer_result: 0, score: 5, total_score: 5, percent_score: 100 }],
    total_score: 5,
    percent_score: 100,
  },
  summary: { total_score: 5, percent_score: 100, answered: 1, correct: 1, skipped: 0 },
  grade: "A",
};

describe("AttemptResult", () => {
  it("renders only the attempt's questions, with the page's actions below", async () => {
    renderWithProviders(
      <AttemptResult
        result={result}
        content={{ data: resource, isError: false, refetch: () => undefined }}
        actions={<a href="/again">again</a>}
      />,
    );
    const rows = await screen.findAllByTestId("result-row");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain("garden");
    expect(screen.getByRole("link", { name: "again" })).toBeTruthy();
  });

  it("offers a retry when the resource content failed to load", async () => {
    const refetch = vi.fn();
    renderWithProviders(<AttemptResult result={result} content={{ isError: true, refetch }} />);
    const retry = await screen.findByRole("button");
    retry.click();
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByTestId("result-row")).toBeNull();
    expect(within(document.body).queryByRole("link")).toBeNull();
  });
});
