import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// src/test/setup.ts renders the player at once in component tests; this file tests the lazily loaded one.
vi.unmock("@web/components/audio/AudioPlayer.tsx");
const { AudioPlayer } = await import("./AudioPlayer.tsx");

describe("AudioPlayer, loaded on its own", () => {
  it("holds the player's place, then shows the player", async () => {
    render(<AudioPlayer src="/a/model.mp3" label="お手本の音声" testId="model" />);
    expect(document.querySelector("[aria-busy='true']")).not.toBeNull();
    expect(await screen.findByRole("group", { name: "お手本の音声" })).toBeTruthy();
    expect(screen.getByTestId("model").getAttribute("src")).toBe("/a/model.mp3");
  });
});
