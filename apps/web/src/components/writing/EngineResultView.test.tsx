import { screen, waitFor } from "@testing-library/react";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EngineResultView } from "./EngineResultView.tsx";

const score = { score: 50, explanation_ja: "ふつう" };
const ENGINE = {
  text: "I has a pen.",
  overall_evaluation: {
    vocabulary_diversity: score,
    vocabulary_correctness: score,
    grammar_diversity: score,
    grammar_correctness: score,
  },
  comments: [
    {
      sent_content: "I has a pen.",
      sent_comments: [
        {
          comments: "agreement",
          hit_words_pos: { startPos: 2, endPos: 5 },
          explanation_ja: "I のときは have です。",
          suggestion: "have",
          type: "agreement",
        },
      ],
    },
  ],
};

/** The engine_result link answers only when the test releases it (the request layer stand-in of test/render). */
function deferredLink(status: number, body: unknown) {
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const fetch = scriptedFetch([async () => gate.then(() => json(status, body))]);
  vi.stubGlobal("fetch", fetch.fn);
  return { requests: fetch.requests, release };
}

describe("EngineResultView", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stays in the loading state until the engine text has arrived, then shows the viewer", async () => {
    const link = deferredLink(200, ENGINE);
    renderWithProviders(<EngineResultView url="/v3/files/writing/a.json?sig=x" />);
    await waitFor(() => expect(link.requests.length).toBe(1));
    expect(new URL(link.requests[0]?.url ?? "").pathname).toBe("/v3/files/writing/a.json");
    expect(screen.getByTestId("writing-result-loading")).toBeTruthy();
    expect(screen.queryByTestId("writing-result")).toBeNull();
    link.release();
    await screen.findByTestId("writing-result");
    expect(screen.getAllByTestId("writing-hit").map((m) => m.textContent)).toEqual(["has"]);
    expect(screen.queryByTestId("writing-result-loading")).toBeNull();
  });

  it("shows a retry instead of a broken viewer when the link fails", async () => {
    const link = deferredLink(403, { code: 403, message: "invalid", data: null });
    renderWithProviders(<EngineResultView url="/v3/files/writing/b.json?sig=bad" />);
    link.release();
    await waitFor(() => expect(screen.queryByTestId("writing-result-loading")).toBeNull(), { timeout: 5000 });
    expect(screen.queryByTestId("writing-result")).toBeNull();
    expect(screen.getByRole("button")).toBeTruthy();
  });
});
