import { beforeEach, describe, expect, it, vi } from "vitest";

const call = vi.fn();
vi.mock("@web/lib/api-client.ts", () => ({ call: (...args: unknown[]) => call(...args) }));
const session = { token: "t" as string | null, college: false };
vi.mock("@web/lib/session.ts", () => ({
  getToken: () => session.token,
  isCollegeStudent: () => session.college,
}));

const { getToasts } = await import("@web/lib/toast-store.ts");
const { pollMissionReach } = await import("./reach-poll.ts");

describe("pollMissionReach", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-30T00:00:00Z"));
    call.mockReset();
    session.token = "t";
    session.college = false;
  });

  it("shows each newly reached mission for 2 s, and asks at most every 15 s", async () => {
    call.mockResolvedValue({
      items: [{ message_title: "ミッション達成！", message_body: "10問に答えよう" }],
    });
    await pollMissionReach();
    const shown = getToasts().filter((t) => t.text.includes("10問に答えよう"));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.tone).toBe("success");
    vi.advanceTimersByTime(1999);
    expect(getToasts().some((t) => t.text.includes("10問に答えよう"))).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((t) => t.text.includes("10問に答えよう"))).toBe(false);
    vi.setSystemTime(new Date("2026-11-30T00:00:12Z"));
    await pollMissionReach();
    expect(call).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-30T00:00:31Z"));
    call.mockResolvedValue({ items: [] });
    await pollMissionReach();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("asks nothing when signed out or for a college student", async () => {
    vi.setSystemTime(new Date("2026-11-30T01:00:00Z"));
    session.token = null;
    await pollMissionReach();
    session.token = "t";
    session.college = true;
    await pollMissionReach();
    expect(call).not.toHaveBeenCalled();
  });
});
