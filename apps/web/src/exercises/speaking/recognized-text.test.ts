import { act, renderHook } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRecognizedText } from "./recognized-text.ts";

const text = (recognize_text: string) => () =>
  json(200, { code: 0, message: "ok", data: { recognize_text } });

describe("useRecognizedText", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function start(
    responses: Parameters<typeof scriptedFetch>[0],
    target: Parameters<typeof useRecognizedText>[0],
  ) {
    const fetch = scriptedFetch(responses);
    vi.stubGlobal("fetch", fetch.fn);
    const hook = renderHook(() => useRecognizedText(target));
    return { hook, requests: fetch.requests };
  }

  it("polls every second until the text is there, then stops", async () => {
    const { hook, requests } = start([text(""), text(""), text("the lake is calm")], {
      questionId: "s1",
      resourceId: 9101,
    });
    expect(hook.result.current).toEqual({ text: null, loading: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/v3/textbook/textbook_recognize_text");
    expect(url.searchParams.get("question_id")).toBe("s1");
    expect(url.searchParams.get("resource_id")).toBe("9101");
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current).toEqual({ text: "the lake is calm", loading: false });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(requests).toHaveLength(3);
  });

  it("gives up after 5 tries at 1 s with no text", async () => {
    const { hook, requests } = start([text("")], { questionId: "q2", topicId: 44 });
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(requests).toHaveLength(4);
    expect(hook.result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests).toHaveLength(5);
    expect(hook.result.current).toEqual({ text: null, loading: false });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests).toHaveLength(5);
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/v3/homework/homework_recognize_text");
    expect(url.searchParams.get("topic_id")).toBe("44");
  });

  it("counts a failed lookup as a try and keeps polling", async () => {
    const { hook, requests } = start(
      [() => json(404, { code: 404, message: "x", data: { error_key: "not_found" } }), text("hello")],
      { questionId: "s1", resourceId: 1 },
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requests).toHaveLength(2);
    expect(hook.result.current).toEqual({ text: "hello", loading: false });
  });

  it("fetches nothing without a question and a resource or topic", async () => {
    const { hook, requests } = start([text("x")], { questionId: "s1" });
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(requests).toHaveLength(0);
    expect(hook.result.current).toEqual({ text: null, loading: false });
    const blank = start([text("x")], { questionId: " ", resourceId: 3 });
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(blank.requests).toHaveLength(0);
  });

  it("stops polling when unmounted", async () => {
    const { hook, requests } = start([text("")], { questionId: "s1", resourceId: 5 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requests).toHaveLength(2);
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(requests).toHaveLength(2);
  });
});
