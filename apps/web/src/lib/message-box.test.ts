import { describe, expect, it } from "vitest";
import {
  acceptBox,
  alertBox,
  BoxClosedError,
  confirmBox,
  currentBox,
  DEFAULT_PROMPT_ERROR,
  dismissBox,
  promptBox,
  queueLength,
} from "./message-box.ts";
import { closeTopModal, modalCount, pushModal, removeModal, zIndexOf } from "./modal-stack.ts";

describe("message boxes", () => {
  it("shows one at a time, in order", async () => {
    const first = alertBox("first");
    const second = confirmBox("second");
    expect(queueLength()).toBe(2);
    expect(currentBox()?.text).toBe("first");
    acceptBox();
    await first;
    expect(currentBox()?.text).toBe("second");
    acceptBox();
    await expect(second).resolves.toBeUndefined();
    expect(currentBox()).toBeNull();
  });

  it("closing a confirm rejects, closing an alert resolves", async () => {
    const c = confirmBox("sure?");
    dismissBox();
    await expect(c).rejects.toBeInstanceOf(BoxClosedError);
    const a = alertBox("note");
    dismissBox();
    await expect(a).resolves.toBeUndefined();
  });

  it("a prompt confirms only when its pattern passes, with the default error wording", async () => {
    const p = promptBox("code?", { pattern: /^[0-9]{4}$/ });
    expect(acceptBox("12a")).toBe(false);
    expect(currentBox()?.error).toBe(DEFAULT_PROMPT_ERROR);
    expect(DEFAULT_PROMPT_ERROR).toBe("入力値が不正です！");
    expect(acceptBox("1234")).toBe(true);
    await expect(p).resolves.toBe("1234");
  });

  it("a prompt's validator can give its own message", async () => {
    const p = promptBox("name?", { validator: (v) => (v.length > 2 ? true : "too short") });
    acceptBox("ab");
    expect(currentBox()?.error).toBe("too short");
    dismissBox();
    await expect(p).rejects.toBeInstanceOf(BoxClosedError);
  });
});

describe("modal stack", () => {
  it("closes only the topmost modal, and only if it allows it", () => {
    const closed: string[] = [];
    const a = pushModal(true, () => closed.push("a"));
    const b = pushModal(false, () => closed.push("b"));
    expect(zIndexOf(a)).toBe(2000);
    expect(zIndexOf(b)).toBeGreaterThan(zIndexOf(a));
    expect(closeTopModal()).toBe(false);
    expect(closed).toEqual([]);
    removeModal(b);
    expect(closeTopModal()).toBe(true);
    expect(closed).toEqual(["a"]);
    expect(modalCount()).toBe(0);
  });
});
