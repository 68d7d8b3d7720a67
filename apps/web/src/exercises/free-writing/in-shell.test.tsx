import { ADVANCE_DELAY_SLOW_MS, ResourceSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { RewriteTexts } from "@web/components/writing/rewrite-context.ts";
import { json, renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import type { SaveRequest } from "../shell/use-attempt.ts";

/** Two original free-writing items. */
const resource = ResourceSchema.parse({
  res_code: "test-fw",
  res_id: 13,
  res_title: "Free writing",
  res_version: 1,
  kind: "free-writing",
  items: [
    { index: 0, question_id: "w1", topic: "My weekend" },
    { index: 1, question_id: "w2", topic: "My favourite food" },
  ],
});

const ENGINE = "/v3/files/writing/1.json?sig=t";
const score = (n: number) => ({ score: n, explanation_ja: "よくできました。" });
const engine = {
  text: "I played soccer with my friends.",
  overall_evaluation: {
    vocabulary_diversity: score(70),
    vocabulary_correctness: score(80),
    grammar_diversity: score(60),
    grammar_correctness: score(90),
  },
  comments: [{ sent_content: "I played soccer with my friends.", sent_comments: [] }],
};
const record = {
  writing_id: 1,
  source: "textbook",
  topic_id: null,
  title: null,
  level: "junior",
  content: "I played soccer with my friends.",
  word_count: 6,
  error_count: 0,
  percent_score: 100,
  total_score: 5,
  engine_result: ENGINE,
  correct_notes: [],
  created_at: "2026-11-28T00:00:00Z",
};

/** Bodies sent to the checker call, in order. */
let checkerBodies: unknown[] = [];

/** The checker call and the engine-result file, answered without a server. */
function stubServer() {
  checkerBodies = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes("/v3/textbook/submit-itr-topic-writing")) {
        checkerBodies.push(Object.fromEntries(new URLSearchParams(String(init?.body ?? ""))));
        return json(200, { code: 0, message: "", data: record });
      }
      if (url.includes(ENGINE)) return json(200, engine);
      return json(404, { code: 404, message: "not found", data: null });
    }),
  );
}

describe("writing in the shell", () => {
  beforeEach(stubServer);
  afterEach(() => vi.unstubAllGlobals());

  it("the checked result stays (no auto-advance), the 書く画面/結果 switch works, and 次へ moves on", async () => {
    // the server keeps a writing answer as posted (the checker's record), like topic-answer-record
    const requests: SaveRequest[] = [];
    const save = async (req: SaveRequest) => {
      requests.push(req);
      return { item: req.item };
    };
    const progress = () => screen.getByTestId("player-progress").textContent ?? "";
    renderWithProviders(
      <PlayerShell
        resource={resource}
        mode="practice"
        assetBase="/res/test-fw/1/"
        answerData={null}
        itemStats={[]}
        save={save}
        onFinish={vi.fn()}
        newGuid={() => "guid-fw"}
      />,
    );
    fireEvent.change(await screen.findByTestId("writing-editor", {}, { timeout: 5000 }), {
      target: { value: "I played soccer with my friends." },
    });
    fireEvent.click(screen.getByTestId("writing-submit"));
    await waitFor(() => expect(requests).toHaveLength(1));
    // the checker is told which item this is, so it measures the text against the item's own task
    expect(checkerBodies).toEqual([
      { content: "I played soccer with my friends.", question_id: "w1", res_code: "test-fw" },
    ]);
    await screen.findByTestId("writing-next");
    // well past the auto-advance delay: still on item 1 with its result
    await new Promise((r) => setTimeout(r, ADVANCE_DELAY_SLOW_MS + 500));
    expect(progress()).toContain("1 / 2");
    expect(screen.queryByTestId("writing-panel")).toBeNull();
    // one 次へ only (the shell's own Next is not doubled)
    expect(screen.queryByTestId("player-next")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "書く画面" }));
    expect(await screen.findByTestId("writing-panel")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "結果" }));
    await waitFor(() => expect(screen.queryByTestId("writing-panel")).toBeNull());
    expect(progress()).toContain("1 / 2");
    fireEvent.click(screen.getByTestId("writing-next"));
    await waitFor(() => expect(progress()).toContain("2 / 2"));
  }, 10_000);

  it("a rewrite of returned work opens each item's panel with the returned text", async () => {
    renderWithProviders(
      <RewriteTexts.Provider value={new Map([["w1", "I play soccer. I like soccer."]])}>
        <PlayerShell
          resource={resource}
          mode="homework"
          assetBase="/res/test-fw/1/"
          answerData={null}
          itemStats={[]}
          save={async (req) => ({ item: req.item })}
          onFinish={vi.fn()}
          newGuid={() => "guid-rw"}
        />
      </RewriteTexts.Provider>,
    );
    const editor = (await screen.findByTestId(
      "writing-editor",
      {},
      { timeout: 5000 },
    )) as HTMLTextAreaElement;
    expect(editor.value).toBe("I play soccer. I like soccer.");
  }, 10_000);
});
