import { fireEvent, screen } from "@testing-library/react";
import { PlayerShell } from "@web/exercises/shell/PlayerShell.tsx";
import { grammarChoiceResource, scoringSave } from "@web/exercises/shell/test-fixtures.ts";
import { signIn } from "@web/lib/session.ts";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ResourceFeedbackHost } from "./ResourceFeedbackHost.tsx";

function shell(mode: "practice" | "exam", withHost: boolean) {
  const resource = grammarChoiceResource();
  renderWithProviders(
    <>
      {withHost && <ResourceFeedbackHost />}
      <PlayerShell
        resource={resource}
        mode={mode}
        assetBase="/res/test-gc/1/"
        answerData={null}
        itemStats={[]}
        save={scoringSave(resource).save}
        onFinish={() => undefined}
        newGuid={() => "guid-1"}
      />
    </>,
  );
}

describe("resource feedback from the player", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    vi.stubGlobal(
      "fetch",
      scriptedFetch([() => json(200, { code: 0, message: "ok", data: { items: [] } })]).fn,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("the shell's button opens the feedback form for the resource being played", async () => {
    shell("practice", true);
    fireEvent.click(await screen.findByTestId("resource-feedback-open"));
    expect((await screen.findByTestId("resource-feedback")).textContent).toContain(
      "コンテンツのフィードバック",
    );
  });

  it("exam mode hides the button", async () => {
    shell("exam", true);
    await screen.findByTestId("player-shell");
    expect(screen.queryByTestId("resource-feedback-open")).toBeNull();
  });

  it("without an overlay host mounted the button does not show", async () => {
    shell("practice", false);
    await screen.findByTestId("player-shell");
    expect(screen.queryByTestId("resource-feedback-open")).toBeNull();
  });
});
