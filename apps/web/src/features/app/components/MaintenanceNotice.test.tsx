import { screen } from "@testing-library/react";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MaintenanceNotice } from "./MaintenanceNotice.tsx";

function serveStatus(status: string, message: string) {
  const data = {
    version: "1.11.0",
    build: 8,
    min_version: "1.0.0",
    release_notes: "",
    service_status: status,
    service_message: message,
  };
  vi.stubGlobal("fetch", scriptedFetch([() => json(200, { code: 0, message: "ok", data })]).fn);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MaintenanceNotice", () => {
  it("DevOpsDisabled blocks the app with an exit button and no way to dismiss", async () => {
    serveStatus("DevOpsDisabled", "ただいまメンテナンス中です");
    renderWithProviders(<MaintenanceNotice />);
    expect(await screen.findByText("ただいまメンテナンス中です")).toBeTruthy();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["アプリを終了"]);
  });

  it("DevOpsTips shows the message with a return button that dismisses it", async () => {
    serveStatus("DevOpsTips", "夜間に短いメンテナンスがあります");
    renderWithProviders(<MaintenanceNotice />);
    (await screen.findByRole("button", { name: "戻る" })).click();
    await vi.waitFor(() => expect(screen.queryByText("夜間に短いメンテナンスがあります")).toBeNull());
  });

  it("shows nothing when the service is normal", async () => {
    serveStatus("normal", "");
    renderWithProviders(<MaintenanceNotice />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("maintenance")).toBeNull();
  });
});
